// The sign-in form, used by /login and by the top bar's Sign In dialog. After a right password an
// account with a second factor is asked for it (ADR 044); a passkey can also sign in directly.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginSchema } from '../schemas.ts';
import { accountMessages } from '../messages.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { safeNextPath } from '../../../shared/safe-path.ts';
import { securityMessages } from '../messages.ts';
import type { SecondFactorMethod } from '../model.ts';
import { passkeysSupported, signInWithPasskey } from './passkey-client.ts';
import { SecondStepForm } from './second-step-form.tsx';

type Values = { email: string; password: string };
const FIELDS = ['email', 'password'] as const;

export function LoginForm(
  { next = '/dashboard', autoFocus }: { next?: string; autoFocus?: boolean },
) {
  const t = useT(accountMessages);
  const s = useT(securityMessages);
  const locale = useLocale();
  const [general, setGeneral] = useState<string>();
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);
  // Known only in the browser: the server renders the form without the passkey button.
  const [canPasskey, setCanPasskey] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  useEffect(() => setCanPasskey(passkeysSupported()), []);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<
    Values,
    unknown,
    Values
  >({
    resolver: schemaResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const done = () => globalThis.location.assign(safeNextPath(next, '/dashboard'));

  const onSubmit = async (values: Values) => {
    setGeneral(undefined);
    const res = await api<{ secondFactor?: SecondFactorMethod[] }>('POST', '/api/login', values);
    if (res.ok) {
      if (res.data.secondFactor?.length) setSecondStep(res.data.secondFactor);
      else done();
      return;
    }
    showServerErrors(res.errors, FIELDS, setError, setGeneral);
  };

  const onPasskey = async () => {
    setGeneral(undefined);
    setPasskeyBusy(true);
    const outcome = await signInWithPasskey();
    setPasskeyBusy(false);
    if (outcome.ok) return done();
    if (outcome.cancelled) setGeneral(s('passkeyCancelled'));
    else setGeneral(Object.values(outcome.errors)[0] ?? s('passkeyNotAccepted'));
  };

  if (secondStep) {
    return (
      <SecondStepForm
        methods={secondStep}
        onDone={done}
        onStartOver={() => {
          setSecondStep(null);
          setGeneral(undefined);
        }}
      />
    );
  }

  return (
    <form className='stack' noValidate onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={t('email')}
        type='email'
        autoComplete='email'
        autoFocus={autoFocus}
        error={errorText(accountMessages, locale, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('password')}
        type='password'
        autoComplete='current-password'
        revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
        error={errorText(accountMessages, locale, errors.password?.message)}
        {...register('password')}
      />
      {general && <p className='form-error' role='alert'>{general}</p>}
      <SubmitButton className='button--block' busy={isSubmitting} busyLabel={t('signingIn')}>
        {t('signIn')}
      </SubmitButton>
      {canPasskey && (
        <button
          type='button'
          className='button button--outline button--block'
          disabled={passkeyBusy}
          aria-busy={passkeyBusy || undefined}
          onClick={onPasskey}
        >
          {s('passkeySignIn')}
        </button>
      )}
      <a className='link' href='/forgot_password'>{t('forgotPassword')}</a>
    </form>
  );
}
