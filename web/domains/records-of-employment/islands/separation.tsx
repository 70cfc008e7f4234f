// On a team member's page: the family ends the employment (giving the ROE reason) or the
// caregiver leaves it, in a <dialog>; then the record of employment opens. Records already
// prepared are linked, and one still missing its reason is pointed out to the family.
import { type FormEvent, useRef, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { roeMessages } from '../messages.ts';
import type { SeparationPanel } from '../model.ts';
import { chosenReason, panelActions } from '../separation-state.ts';
import { ReasonField } from './reason-field.tsx';

export type SeparationProps = SeparationPanel;

const recordPath = (id: string) => `/mypay/records-of-employment/${encodeURIComponent(id)}`;

export default function Separation(panel: SeparationProps) {
  const t = useT(roeMessages);
  const dialog = useRef<HTMLDialogElement>(null);
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
          onClick={() => dialog.current?.showModal()}
        >
          {t(action === 'end' ? 'endButton' : 'leaveButton')}
        </button>
      )}
      <dialog ref={dialog} className='roe-dialog' aria-labelledby='roe-dialog-title'>
        <form method='dialog' onSubmit={submit} noValidate>
          <h2 id='roe-dialog-title'>{t(family ? 'endTitle' : 'leaveTitle')}</h2>
          <p>{t(family ? 'endIntro' : 'leaveIntro')}</p>
          {family
            ? <ReasonField value={value} onChange={setValue} error={error} disabled={busy} />
            : error && <p className='field__error' role='alert'>{error}</p>}
          <div className='roe-dialog__actions'>
            <button
              type='button'
              className='button button--secondary'
              onClick={() => dialog.current?.close()}
            >
              {t('cancel')}
            </button>
            <SubmitButton busy={busy} busyLabel={t(family ? 'ending' : 'leaving')}>
              {t(family ? 'endConfirm' : 'leaveConfirm')}
            </SubmitButton>
          </div>
        </form>
      </dialog>
    </section>
  );
}
