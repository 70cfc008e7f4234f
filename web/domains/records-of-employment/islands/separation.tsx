// On a team member's page: the family ends the employment (giving the ROE reason) or the
// caregiver leaves it, in the shared Dialog; then the record of employment opens. Records already
// prepared are linked, and one still missing its reason is pointed out to the family.
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { roeMessages } from '../messages.ts';
import type { SeparationPanel } from '../model.ts';
import { chosenReason, panelActions } from '../separation-state.ts';
import { ReasonField } from './reason-field.tsx';

export type SeparationProps = SeparationPanel;

const recordPath = (id: string) => `/mypay/records-of-employment/${encodeURIComponent(id)}`;

export default function Separation(panel: SeparationProps) {
  const t = useT(roeMessages);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { action, needsReason, records } = panelActions(panel);
  const family = panel.viewer === 'family';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let body: unknown = undefined;
    if (family) {
      const chosen = chosenReason(value);
      if ('error' in chosen) return setError(t(chosen.error));
      body = { reasonCode: chosen.code };
    }
    setError(undefined);
    setBusy(true);
    const res = await api<{ id: string }>(
      'POST',
      `/api/records-of-employment/member/${encodeURIComponent(panel.memberId)}/${
        family ? 'end' : 'leave'
      }`,
      body,
    );
    if (res.ok) {
      globalThis.location.assign(recordPath(res.data.id));
      return;
    }
    setBusy(false);
    setError(res.errors.reasonCode ?? res.errors.general ?? Object.values(res.errors)[0]);
  };

  return (
    <section className='roe-separation' aria-labelledby='roe-separation-title'>
      <h2 id='roe-separation-title' className='roe-separation__title'>
        {t(family ? 'endTitle' : 'leaveTitle')}
      </h2>
      {needsReason.length > 0 && (
        <p className='roe-alert' data-testid='roe-needs-reason'>
          {t('pendingReason')} <a href={recordPath(needsReason[0])}>{t('giveReason')}</a>
        </p>
      )}
      {records.length > 0 && (
        <p>
          <a href={recordPath(records[0])} data-testid='roe-record-link'>{t('recordsLink')}</a>
        </p>
      )}
      {panel.lastPeriodEnd === null && <p className='roe-muted'>{t('noPayYet')}</p>}
      {action && (
        <button
          type='button'
          className='button button--secondary'
          onClick={() => setOpen(true)}
        >
          {t(action === 'end' ? 'endButton' : 'leaveButton')}
        </button>
      )}
      <Dialog
        open={open}
        title={t(family ? 'endTitle' : 'leaveTitle')}
        description={t(family ? 'endIntro' : 'leaveIntro')}
        onClose={() => setOpen(false)}
        keepMounted
      >
        <form className='stack' onSubmit={submit} noValidate>
          {family
            ? <ReasonField value={value} onChange={setValue} error={error} disabled={busy} />
            : error && <p className='field__error' role='alert'>{error}</p>}
          <div className='roe-dialog__actions'>
            <button
              type='button'
              className='button button--secondary'
              onClick={() => setOpen(false)}
            >
              {t('cancel')}
            </button>
            <SubmitButton busy={busy} busyLabel={t(family ? 'ending' : 'leaving')}>
              {t(family ? 'endConfirm' : 'leaveConfirm')}
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
