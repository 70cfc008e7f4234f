// "Password" in Sign-in and security: a button that opens the change-password form (the current
// password, the new one twice); a change signs the other devices out.
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { api } from '../../../shared/api-client.ts';
import { useT } from '../../../shared/i18n.tsx';
import { accountMessages, securityMessages } from '../messages.ts';
import { FormActions, type SectionProps, SecurityBlock } from './security-parts.tsx';
import { emptyPasswordChange, type PasswordChange } from './security-settings-state.ts';

const FIELDS = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
  ['confirmNewPassword', 'new-password'],
] as const;

export function PasswordSection({ reload, announce }: Omit<SectionProps, 'overview'>) {
  const t = useT(securityMessages);
  const a = useT(accountMessages);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PasswordChange>(emptyPasswordChange);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await api('POST', '/api/security/password', values);
    setBusy(false);
    if (!res.ok) return setErrors(res.errors);
    setErrors({});
    setValues(emptyPasswordChange());
    setOpen(false);
    announce(t('passwordChanged'));
    await reload();
  };

  const reveal = { show: a('showPassword'), hide: a('hidePassword') };
  return (
    <SecurityBlock title={t('passwordTitle')}>
      {open
        ? (
          <form className='stack' noValidate onSubmit={submit}>
            {FIELDS.map(([key, autoComplete]) => (
              <TextField
                key={key}
                label={t(key)}
                type='password'
                autoComplete={autoComplete}
                revealLabels={reveal}
                value={values[key]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((old) => ({ ...old, [key]: value }));
                }}
                error={errors[key]}
              />
            ))}
            {errors.general && <p className='form-error' role='alert'>{errors.general}</p>}
            <FormActions
              busy={busy}
              label={t('passwordChange')}
              onCancel={() => {
                setOpen(false);
                setErrors({});
              }}
            />
          </form>
        )
        : (
          <div className='security-actions'>
            <button type='button' className='button button--outline' onClick={() => setOpen(true)}>
              {t('passwordChange')}
            </button>
          </div>
        )}
    </SecurityBlock>
  );
}
