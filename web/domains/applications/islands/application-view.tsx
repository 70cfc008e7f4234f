// /jobs/applications/{jobAppId} (spec 002 §2, §4, §5, §8) for both roles. The family marks it
// read on open (once; failures ignored), then accepts ('Accept & Offer', then the hire page) or
// declines, with a return message. The caregiver edits the message while it is unactioned
// (Update disabled when empty or unchanged). Live: the other party's action shows at once.
import { useEffect, useRef } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationStatusMessages } from '../../../shared/enumeration-messages.ts';
import { applicationMessages } from '../messages.ts';
import { applicationStatus, hirePath, isActioned, type JobApplication } from '../model.ts';
import { jobHref, markedRead } from '../ui/application-view-state.ts';
import { EditMessage } from '../ui/edit-message.tsx';
import { formatDay, placeOf } from '../ui/format.ts';
import { otherParty, type Role, upsert } from '../ui/list-state.ts';
import { RespondForm } from '../ui/respond-form.tsx';
import { useApplications } from '../ui/use-applications.ts';
import { applicationsUi } from '../ui-messages.ts';

/** `initial`: the application as the server read it; null when it is missing. */
export type ApplicationViewProps = {
  role: Role;
  applicationId: string;
  initial: JobApplication | null;
};

export default function ApplicationView({ role, applicationId, initial }: ApplicationViewProps) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const st = useT(applicationStatusMessages);
  const locale = useLocale();
  const { apps, setApps } = useApplications(initial ? [initial] : []);
  const app = apps?.find((a) => a.id === applicationId) ?? null;
  const marked = useRef(false);

  // The family reads it: marked once, when unread; failures are ignored (spec 002 §8).
  useEffect(() => {
    if (role !== 'family' || !app || app.isRead || marked.current) return;
    marked.current = true;
    api('GET', `/api/job-applications/${app.id}/mark-read`).then((res) => {
      if (res.ok) {
        setApps((list) => markedRead(list ?? [], app.id));
      }
    });
  }, [app?.id, app?.isRead]);

  if (apps === null) return <p className='ap-muted' role='status'>{t('loading')}</p>;
  if (!app) {
    return (
      <div className='ap-missing'>
        <p role='alert'>{m('applicationMissing')}</p>
        <a className='button button--outline' href='/jobs/applications'>{t('backToList')}</a>
      </div>
    );
  }

  const who = otherParty(app, role);
  const status = applicationStatus(app);
  const name = `${who.firstName} ${who.lastName}`;
  const replace = (row: JobApplication) => setApps((list) => upsert(list ?? [], row));

  return (
    <div className='ap-view'>
      <a className='ap-back' href='/jobs/applications'>← {t('backToList')}</a>
      <h1 className='ap-title'>
        {role === 'family' ? t('from', { name }) : t('to', { name })}
      </h1>
      <p className='ap-meta'>
        <span className={`ap-status ap-status--${status}`}>{st(status)}</span>
        <span>
          {t('appliedOn', { date: formatDay(app.createdAt, locale, app.job?.adminAreaLevel1) })}
        </span>
        {app.editedAt && (
          <span>
            {t('editedOn', { date: formatDay(app.editedAt, locale, app.job?.adminAreaLevel1) })}
          </span>
        )}
        {app.job && (
          <a href={jobHref(role, app.jobId)}>
            {t('jobIn', { place: placeOf(app.job.locality, app.job.adminAreaLevel1) })}
          </a>
        )}
      </p>

      {role === 'caregiver' && !isActioned(app)
        ? <EditMessage app={app} onSaved={replace} />
        : (
          <section className='ap-block'>
            <h2 className='ap-subtitle'>{t('yourMessage')}</h2>
            <p className='ap-message'>{app.message}</p>
          </section>
        )}

      {app.returnMessage && (
        <section className='ap-block'>
          <h2 className='ap-subtitle'>{t('returnMessage')}</h2>
          <p className='ap-message'>{app.returnMessage}</p>
        </section>
      )}

      {app.isAccepted && role === 'family' && (
        <p className='ap-alert ap-alert--success' role='status'>
          {t('acceptedFamily', { name: who.firstName })}{' '}
          <a
            className='button button--primary'
            href={hirePath(app.caregiverInfo.userIdNumber, app.jobId)}
          >
            {t('hire')}
          </a>
        </p>
      )}
      {app.isAccepted && role === 'caregiver' && (
        <p className='ap-alert ap-alert--success' role='status'>{t('acceptedCaregiver')}</p>
      )}
      {app.isDeclined && <p className='ap-alert' role='status'>{t('declinedNote')}</p>}

      {role === 'family' && !isActioned(app) && <RespondForm app={app} onDone={replace} />}
    </div>
  );
}
