// The pieces every block of "Sign-in and security" (islands/security-settings.tsx) is built from:
// the block with its heading and On/Not set up badge, a form's submit and Cancel buttons, and the
// password asked before a factor is set up, renewed or removed.
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { securityMessages } from '../messages.ts';
import type { SecurityOverview } from '../model.ts';
import { promptRefusal } from './security-settings-state.ts';

/** What each block is given: the overview, a way to read it again, and the status line. */
export type SectionProps = {
  overview: SecurityOverview;
  reload: () => Promise<void>;
  announce: (message: string) => void;
};

export function SecurityBlock(
  { title, on, intro, children }: {
    title: string;
    /** Whether the factor is set up; without it the block has no badge. */
    on?: boolean;
    intro?: string;
    children: ReactNode;
  },
) {
  const t = useT(securityMessages);
  const headingId = useId();
  const heading = <h3 id={headingId}>{title}</h3>;
  return (
    <section className='security-block stack' aria-labelledby={headingId}>
      {on === undefined ? heading : (
        <div className='security-block__head'>
          {heading}
          <span className={`security-badge${on ? ' security-badge--on' : ''}`}>
            {on ? t('on') : t('off')}
          </span>
        </div>
      )}
      {intro && <p className='security-muted'>{intro}</p>}
      {children}
    </section>
  );
}

/** A form's buttons: the submit (busy while it is sent) and, where there is one, Cancel. */
export function FormActions(
  { busy, label, onCancel, danger }: {
    busy: boolean;
    label: string;
    onCancel?: () => void;
    danger?: boolean;
  },
) {
  const t = useT(securityMessages);
  return (
    <div className='security-actions'>
      <SubmitButton
        className={danger ? 'button--accent' : undefined}
        busy={busy}
        busyLabel={t('working')}
      >
        {label}
      </SubmitButton>
      {onCancel && (
        <button type='button' className='button button--ghost' onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </div>
  );
}

/** Asks for the password; `onSubmit` answers the refusal's errors, or null when it went through. */
export function PasswordPrompt(
  { submitLabel, onSubmit, onCancel, danger }: {
    submitLabel: string;
    onSubmit: (password: string) => Promise<Record<string, string> | null>;
    onCancel: () => void;
    danger?: boolean;
  },
) {
  const t = useT(securityMessages);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<{ field?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setRefusal({ ...refusal, field: t('empty') });
    setBusy(true);
    const errors = await onSubmit(password);
    setBusy(false);
    if (errors) setRefusal(promptRefusal(errors));
  };
  return (
    <form className='stack security-prompt' noValidate onSubmit={submit}>
      <p>{t('confirmWithPassword')}</p>
      <TextField
        label={t('password')}
        type='password'
        autoComplete='current-password'
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={refusal.field}
      />
      {refusal.general && <p className='form-error' role='alert'>{refusal.general}</p>}
      <FormActions busy={busy} label={submitLabel} onCancel={onCancel} danger={danger} />
    </form>
  );
}
