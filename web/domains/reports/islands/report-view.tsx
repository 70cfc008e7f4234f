// /reports/{reportId} (spec 001 Reports, §3 Report, §4, §6, §8): one report with its shift's
// date and time in the care zone, the team member, the status and the admin's action ('(edited)'
// once changed). When it cannot be read, the server's message and a Back link. An admin (whose
// opening marked it Read on the server) actions it or edits the action ('Action must not be
// empty'); a failed action is logged only (spec 001 §8), a field error shows beside the field.
// The parties see the admin's action arrive live.
import { useEffect, useId, useState } from 'react';
import * as v from 'valibot';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { subscribe } from '../../../shared/realtime-client.ts';
import { reportsMessages } from '../messages.ts';
import { type Report, REPORTS_PATH, REPORTS_TABLE, type ReportsRole, shortId } from '../model.ts';
import { ReportActionFormSchema } from '../schemas.ts';
import { formatDay, formatStamp, formatTime } from '../ui/format.ts';

export type ReportViewProps = {
  role: ReportsRole;
  reportId: string;
  report: Report | null;
  /** The server's message when the report could not be read. */
  error: string | null;
};

export default function ReportView(props: ReportViewProps) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  const [report, setReport] = useState(props.report);
  const isAdmin = props.role === 'admin';

  useEffect(() => {
    if (!props.report || isAdmin) return;
    return subscribe(REPORTS_TABLE, (change) => {
      if (change.id !== props.reportId || !change.row) return;
      setReport(change.row as Report);
    });
  }, []);

  if (!report) {
    return (
      <div className='rp-detail'>
        <h1 className='rp-title'>{t('detailTitle')}</h1>
        <p className='rp-alert rp-alert--error' role='alert'>{props.error ?? t('notFound')}</p>
        <a className='button button--outline' href={REPORTS_PATH}>{t('back')}</a>
      </div>
    );
  }

  const zone = report.shiftInfo.timeZone;
  const member = props.role === 'family'
    ? report.caregiverInfo
    : props.role === 'caregiver'
    ? report.familyInfo
    : null;
  return (
    <article className='rp-detail' aria-labelledby='rp-detail-title'>
      <p>
        <a className='rp-back' href={REPORTS_PATH}>← {t('backToReports')}</a>
      </p>
      <header className='rp-detail__head'>
        <h1 id='rp-detail-title' className='rp-title'>{report.title}</h1>
        <span className={`rp-status rp-status--${report.state}`}>
          <span className='visually-hidden'>{t('statusLabel')}:</span>
          {t(report.state)}
        </span>
      </header>
      <p className='rp-muted'>
        {t('filedOn', { date: formatStamp(report.submitted, zone, locale) })}
      </p>

      <dl className='rp-facts card'>
        <div>
          <dt>{t('shiftLabel')}</dt>
          <dd>
            {t('shiftWhen', {
              date: formatDay(report.shiftInfo.startTime, zone, locale),
              start: formatTime(report.shiftInfo.startTime, zone, locale),
              end: formatTime(report.shiftInfo.endTime, zone, locale),
            })}
            <span className='rp-muted rp-zone'>{t('zoneNote', { zone })}</span>
          </dd>
        </div>
        {member
          ? (
            <div>
              <dt>{t('memberLabel')}</dt>
              <dd>{member.firstName} {member.lastName}</dd>
            </div>
          )
          : (
            <>
              <div>
                <dt>{t('familyLabel')}</dt>
                <dd>{report.familyInfo.firstName} {report.familyInfo.lastName}</dd>
              </div>
              <div>
                <dt>{t('caregiverLabel')}</dt>
                <dd>{report.caregiverInfo.firstName} {report.caregiverInfo.lastName}</dd>
              </div>
              <div>
                <dt>{t('shiftIdLabel')}</dt>
                <dd>
                  <code className='rp-id' title={report.shiftId}>{shortId(report.shiftId)}</code>
                </dd>
              </div>
              <div>
                <dt>{t('memberIdLabel')}</dt>
                <dd>
                  <code className='rp-id' title={report.memberId}>{shortId(report.memberId)}</code>
                </dd>
              </div>
            </>
          )}
        {report.address.addressFull && (
          <div>
            <dt>{t('addressLabel')}</dt>
            <dd>{report.address.addressFull}</dd>
          </div>
        )}
      </dl>

      <section className='rp-section' aria-labelledby='rp-note-title'>
        <h2 id='rp-note-title'>{t('noteHeading')}</h2>
        <p className='rp-text'>{report.note}</p>
      </section>

      <section className='rp-section' aria-labelledby='rp-action-title'>
        <h2 id='rp-action-title'>{t('actionHeading')}</h2>
        {report.action
          ? (
            <>
              <p className='rp-text'>
                {report.action}
                {report.status.isEdited && <span className='rp-edited'>{t('edited')}</span>}
              </p>
              {report.actionedAt && (
                <p className='rp-muted'>
                  {actor(report)
                    ? t('actionedBy', {
                      name: actor(report),
                      date: formatStamp(report.actionedAt, zone, locale),
                    })
                    : t('actionedByStaff', {
                      date: formatStamp(report.actionedAt, zone, locale),
                    })}
                </p>
              )}
            </>
          )
          : <p className='rp-muted'>{t('noAction')}</p>}
        {isAdmin && <ActionForm report={report} onSaved={setReport} />}
      </section>
    </article>
  );
}

/** The admin's name where the reader may see it (the parties read no staff profile). */
function actor(report: Report): string {
  return [report.actionedBy?.firstName, report.actionedBy?.lastName].filter(Boolean).join(' ');
}

function ActionForm({ report, onSaved }: { report: Report; onSaved: (r: Report) => void }) {
  const t = useT(reportsMessages);
  const locale = useLocale();
  const statusId = useId();
  const [action, setAction] = useState(report.action ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    setSaved(false);
    const checked = v.safeParse(ReportActionFormSchema, { action });
    if (!checked.success) {
      setError(errorText(reportsMessages, locale, checked.issues[0].message));
      return;
    }
    setBusy(true);
    const res = await api<Report>(
      'POST',
      `/api/shift/${encodeURIComponent(report.shiftId)}/report/update/${
        encodeURIComponent(report.id)
      }/action`,
      checked.output,
    );
    setBusy(false);
    if (!res.ok) {
      // 'Report action failed: logged only' (spec 001 §8); a field's own message shows beside it.
      if (res.errors.action) setError(res.errors.action);
      console.error('Could not action the report', res.status, res.errors);
      return;
    }
    onSaved(res.data);
    setAction(res.data.action ?? '');
    setSaved(true);
  };

  return (
    <form
      className='rp-action-form'
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextAreaField
        label={t('actionLabel')}
        name='action'
        value={action}
        minRows={3}
        maxRows={8}
        required
        error={error}
        onChange={(e) => {
          setAction(e.target.value);
          setError(undefined);
          setSaved(false);
        }}
      />
      <p id={statusId} role='status' className='rp-muted'>{saved ? t('actionSaved') : ''}</p>
      <div className='rp-actions'>
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {report.action ? t('editAction') : t('saveAction')}
        </SubmitButton>
      </div>
    </form>
  );
}
