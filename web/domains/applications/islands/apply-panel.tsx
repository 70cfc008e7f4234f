// The job detail's Message and Apply buttons (spec 002 §2, §4, §5, §8), placed by name on
// /job/{jobId}. Both are disabled while the posting is inactive. Apply opens a dialog with a
// message prefilled from up to 2 conditions and 3 services; a caregiver without a cleared
// background check sees the spec's warning and a link to /profile. 'Application Sent!' shows
// 2 seconds, then the button becomes View Application.
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/dialog.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { applicationMessages } from '../messages.ts';
import { APPLICATION_SENT_MS, applicationPath } from '../model.ts';
import { appliedId, checkApply } from '../ui/application-view-state.ts';
import { applicationPrefill } from '../ui/prefill.ts';
import { applicationsUi } from '../ui-messages.ts';

export type ApplyPanelProps = {
  jobId: string;
  isAvailable: boolean;
  /** The caregiver's own application to this job, if any. */
  applicationId: string | null;
  familyName: string;
  services: string[];
  conditions: string[];
  isBgCheck: boolean;
};

type Materials = { service: Record<string, string>; conditions: Record<string, string> };

export default function ApplyPanel(props: ApplyPanelProps) {
  const t = useT(applicationsUi);
  const m = useT(applicationMessages);
  const locale = useLocale();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [applicationId, setApplicationId] = useState(props.applicationId);
  const [applied, setApplied] = useState(props.applicationId !== null);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      setDialogOpen(false);
    }, APPLICATION_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const open = async () => {
    setAlert(undefined);
    setError(undefined);
    setDialogOpen(true);
    if (touched) return;
    const fallback = { service: {}, conditions: {} };
    const res = await api<Materials>('GET', '/api/signup-material');
    const labels = res.ok ? res.data : fallback;
    setMessage((current) =>
      current || applicationPrefill(
        { familyName: props.familyName, services: props.services, conditions: props.conditions },
        labels,
        locale,
      )
    );
  };

  const submit = async () => {
    setAlert(undefined);
    const checked = checkApply(message);
    if (!checked.ok) {
      setError(errorText(applicationMessages, locale, checked.error));
      return;
    }
    setBusy(true);
    const res = await api<unknown>('POST', `/api/job/${props.jobId}/apply`, {
      message: checked.message,
    });
    setBusy(false);
    if (!res.ok) {
      if (res.errors.message) setError(res.errors.message);
      else setAlert(Object.values(res.errors)[0]);
      return;
    }
    setApplicationId(appliedId(res.data));
    setApplied(true);
    setSent(true);
  };

  const inactive = !props.isAvailable;
  return (
    <div className='ap-panel'>
      <div className='ap-panel__buttons'>
        {applied
          ? (
            <a
              className='button button--primary'
              href={applicationId ? applicationPath(applicationId) : '/jobs/applications'}
            >
              {m('viewApplication')}
            </a>
          )
          : (
            <button
              type='button'
              className='button button--primary'
              disabled={inactive}
              onClick={() => void open()}
            >
              {m('apply')}
            </button>
          )}
      </div>
      {inactive && <p className='ap-muted'>{t('inactive')}</p>}

      <Dialog
        open={dialogOpen}
        title={t('applyTitle')}
        className='ap-dialog'
        // The message lives in this island: closing keeps it for the next opening.
        onClose={() => setDialogOpen(false)}
      >
        {sent ? <p className='ap-sent' role='status'>{m('applicationSent')}</p> : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            {!props.isBgCheck && (
              <p className='ap-alert ap-alert--warning' role='alert'>
                {m('profileIncomplete')} <a href='/profile'>{t('goToProfile')}</a>
              </p>
            )}
            {alert && <p className='ap-alert ap-alert--warning' role='alert'>{alert}</p>}
            <TextAreaField
              label={t('messageLabel')}
              value={message}
              rows={6}
              error={error}
              onChange={(e) => {
                setTouched(true);
                setMessage(e.target.value);
                setError(undefined);
              }}
            />
            <div className='ap-actions'>
              <button
                type='button'
                className='button button--outline'
                onClick={() => setDialogOpen(false)}
              >
                {t('close')}
              </button>
              <SubmitButton busy={busy} busyLabel={t('sending')}>{t('send')}</SubmitButton>
            </div>
          </form>
        )}
      </Dialog>
    </div>
  );
}
