// /jobs/applications/{jobAppId} (spec 002 §2, §4, §5, §8) for both roles. The family marks it
// read on open (once; failures ignored), then accepts ('Accept & Offer', then the hire page) or
// declines, with a return message. The caregiver edits the message while it is unactioned
// (Update disabled when empty or unchanged). Live: the other party's action shows at once.
import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationStatusMessages } from '../../../shared/enumeration-messages.ts';
import { applicationMessages } from '../messages.ts';
import { applicationStatus, hirePath, isActioned, type JobApplication } from '../model.ts';
import { EditApplicationSchema, ResponseDialogSchema } from '../schemas.ts';
import { formatDay, placeOf } from '../ui/format.ts';
import { canUpdate, otherParty, type Role, upsert } from '../ui/list-state.ts';
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
        setApps((list) => (list ?? []).map((a) => a.id === app.id ? { ...a, isRead: true } : a));
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
          <a href={role === 'family' ? `/profile/jobs/${app.jobId}` : `/job/${app.jobId}`}>
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

      {role === 'family' && !isActioned(app) && <Respond app={app} onDone={replace} />}
    </div>
  );
}

function EditMessage({ app, onSaved }: {
  app: JobApplication;
  onSaved: (row: JobApplication) => void;
}) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(app.message);
  const [error, setError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (!editing) {
    return (
      <section className='ap-block'>
        <h2 className='ap-subtitle'>{t('yourMessage')}</h2>
        <p className='ap-message'>{app.message}</p>
        <button
          type='button'
          className='button button--outline'
          onClick={() => {
            setDraft(app.message);
            setEditing(true);
          }}
        >
          {t('edit')}
        </button>
      </section>
    );
  }
  const save = async () => {
    setGeneral(undefined);
    const checked = v.safeParse(EditApplicationSchema, { message: draft });
    if (!checked.success) {
      setError(errorText(applicationMessages, locale, checked.issues[0].message));
      return;
    }
    setBusy(true);
    const res = await api<JobApplication>('POST', `/api/job-applications/${app.id}/edit`, {
      message: checked.output.message,
    });
    setBusy(false);
    if (!res.ok) {
      if (res.errors.message) setError(res.errors.message);
      else setGeneral(Object.values(res.errors)[0]);
      return;
    }
    const row = res.data && typeof res.data === 'object' && 'id' in res.data
      ? res.data
      : { ...app, message: checked.output.message, editedAt: new Date().toISOString() };
    onSaved(row);
    setEditing(false);
  };
  return (
    <form
      className='ap-block'
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className='ap-subtitle'>{t('editTitle')}</h2>
      {general && <p className='ap-alert ap-alert--error' role='alert'>{general}</p>}
      <TextAreaField
        label={t('yourMessage')}
        hint={m('editMessagePrompt')}
        value={draft}
        rows={6}
        error={error}
        onChange={(e) => {
          setDraft(e.target.value);
          setError(undefined);
        }}
      />
      <div className='ap-actions'>
        <button type='button' className='button button--outline' onClick={() => setEditing(false)}>
          {t('cancel')}
        </button>
        <button
          type='submit'
          className='button button--primary'
          disabled={busy || !canUpdate(app.message, draft)}
        >
          {m('update')}
        </button>
      </div>
    </form>
  );
}

function Respond({ app, onDone }: {
  app: JobApplication;
  onDone: (row: JobApplication) => void;
}) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const locale = useLocale();
  const [action, setAction] = useState('');
  const [returnMessage, setReturnMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);
  const actionError = useId();

  const submit = async () => {
    setGeneral(undefined);
    const checked = v.safeParse(ResponseDialogSchema, { action, returnMessage });
    if (!checked.success) {
      const found: Record<string, string | undefined> = {};
      for (const issue of checked.issues) {
        const field = String(issue.path?.[0]?.key ?? 'general');
        found[field] ??= errorText(applicationMessages, locale, issue.message);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    const res = await api<JobApplication | { application: JobApplication; hireLink?: string }>(
      'POST',
      `/api/job-applications/${app.id}/${checked.output.action}`,
      { returnMessage: checked.output.returnMessage },
    );
    // Accepting leads straight to the hire flow for this posting (spec 002 §4).
    if (res.ok && 'hireLink' in res.data && res.data.hireLink) {
      location.assign(res.data.hireLink);
      return;
    }
    setBusy(false);
    if (!res.ok) {
      // The server's error shows at the top of the form (spec 002 §8).
      if (res.errors.returnMessage) setErrors({ returnMessage: res.errors.returnMessage });
      else setGeneral(Object.values(res.errors)[0]);
      return;
    }
    const accepted = checked.output.action === 'accept';
    const answered = 'application' in res.data ? res.data.application : res.data;
    const row = answered && typeof answered === 'object' && 'id' in answered ? answered : {
      ...app,
      isRead: true,
      isAccepted: accepted,
      isDeclined: !accepted,
      returnMessage: checked.output.returnMessage,
      actionAt: new Date().toISOString(),
    };
    onDone(row);
  };

  return (
    <form
      className='ap-block ap-respond'
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className='ap-subtitle'>{t('respond')}</h2>
      {general && <p className='ap-alert ap-alert--error' role='alert'>{general}</p>}
      <fieldset
        className='ap-choices'
        aria-describedby={errors.action ? actionError : undefined}
        data-invalid={errors.action ? true : undefined}
      >
        <legend>{t('action')}</legend>
        {(['accept', 'decline'] as const).map((value) => (
          <label key={value} className='ap-choice'>
            <input
              type='radio'
              name='action'
              value={value}
              checked={action === value}
              onChange={() => {
                setAction(value);
                setErrors(({ action: _, ...rest }) => rest);
              }}
            />
            <span>{value === 'accept' ? m('acceptAndOffer') : m('decline')}</span>
          </label>
        ))}
        {errors.action && (
          <p id={actionError} className='field__error' role='alert'>{errors.action}</p>
        )}
      </fieldset>
      <TextAreaField
        label={t('returnMessage')}
        value={returnMessage}
        rows={4}
        error={errors.returnMessage}
        onChange={(e) => {
          setReturnMessage(e.target.value);
          setErrors(({ returnMessage: _, ...rest }) => rest);
        }}
      />
      <div className='ap-actions'>
        <SubmitButton busy={busy} busyLabel={t('sending')}>{t('submit')}</SubmitButton>
      </div>
    </form>
  );
}
