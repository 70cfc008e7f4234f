// The second step of signing in (ADR 044), shown by the sign-in form after a right password when
// the account has a second factor: a code from the authenticator app, a backup code, or a passkey.
import { useId, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import * as v from 'valibot';
import { securityMessages } from '../messages.ts';
import type { SecondFactorMethod } from '../model.ts';
import { BackupCodeSchema, TotpCodeSchema } from '../schemas.ts';
import { signInWithPasskey } from './passkey-client.ts';
import { firstMethod, otherMethods } from './second-factor-state.ts';

const SWITCH_LABEL = {
  totp: 'useAppCode',
  backup: 'useBackupCode',
  passkey: 'usePasskey',
} as const;

export function SecondStepForm(
  { methods, onDone, onStartOver }: {
    methods: SecondFactorMethod[];
    onDone: () => void;
    onStartOver: () => void;
  },
) {
  const t = useT(securityMessages);
  const locale = useLocale();
  const headingId = useId();
  const [method, setMethod] = useState<SecondFactorMethod>(firstMethod(methods));
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [general, setGeneral] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = (m: SecondFactorMethod) => {
    setMethod(m);
    setCode('');
    setCodeError(undefined);
    setGeneral(undefined);
  };

  const submitCode = async (e: { preventDefault: () => void }) => {
    e.preventDefault();
    setGeneral(undefined);
    const parsed = v.safeParse(method === 'backup' ? BackupCodeSchema : TotpCodeSchema, code);
    if (!parsed.success) {
      setCodeError(errorText(securityMessages, locale, parsed.issues[0].message));
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    const res = await api('POST', '/api/login/second-factor', { method, code: parsed.output });
    setBusy(false);
    if (res.ok) return onDone();
    if (res.errors.code) setCodeError(res.errors.code);
    else setGeneral(res.errors.general ?? Object.values(res.errors)[0]);
  };

  const usePasskey = async () => {
    setGeneral(undefined);
    setBusy(true);
    const outcome = await signInWithPasskey();
    setBusy(false);
    if (outcome.ok) return onDone();
    if (outcome.cancelled) setGeneral(t('passkeyCancelled'));
    else setGeneral(Object.values(outcome.errors)[0] ?? t('passkeyNotAccepted'));
  };

  return (
    <section className='stack' aria-labelledby={headingId}>
      <h2 id={headingId} className='security-step__title'>{t('secondStepTitle')}</h2>
      {method === 'passkey'
        ? (
          <>
            <p>{t('secondStepPasskey')}</p>
            <button
              type='button'
              className='button button--primary button--block'
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={usePasskey}
            >
              {t('usePasskey')}
            </button>
          </>
        )
        : (
          <form className='stack' noValidate onSubmit={submitCode}>
            <p>{t(method === 'totp' ? 'secondStepTotp' : 'secondStepBackup')}</p>
            <TextField
              key={method}
              label={t(method === 'totp' ? 'code' : 'backupCode')}
              name='code'
              inputMode={method === 'totp' ? 'numeric' : 'text'}
              autoComplete='one-time-code'
              autoFocus
              spellCheck={false}
              maxLength={method === 'totp' ? 9 : 13}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={codeError}
            />
            <SubmitButton className='button--block' busy={busy} busyLabel={t('verifying')}>
              {t('verify')}
            </SubmitButton>
          </form>
        )}
      {general && <p className='form-error' role='alert'>{general}</p>}
      <ul className='security-step__others'>
        {otherMethods(methods, method).map((m) => (
          <li key={m}>
            <button type='button' className='link-button' onClick={() => choose(m)}>
              {t(SWITCH_LABEL[m])}
            </button>
          </li>
        ))}
        <li>
          <button type='button' className='link-button' onClick={onStartOver}>
            {t('startOver')}
          </button>
        </li>
      </ul>
    </section>
  );
}
