// The Care Pro account form (spec 000 §2.6, §4, §5), used by /signup and /join-poyo. A created
// account comes back already signed in (the server sets the session cookie), which is the spec's
// "sign in with the same email and password"; the browser then goes where the server says.
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type CareProSignup, CareProSignupSchema } from '../schemas.ts';
import { accountMessages } from '../messages.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { fieldIssues } from '../../../shared/valibot-fields.ts';
import { TermsNote } from './terms-note.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver, showServerErrors } from '../../../shared/form.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { safeNextPath } from '../../../shared/safe-path.ts';

type Values = { email: string; password: string; confirmPassword: string };
const FIELDS = ['email', 'password', 'confirmPassword'] as const;

export function CareProAccountForm({ autoFocus }: { autoFocus?: boolean }) {
  const t = useT(accountMessages);
  const locale = useLocale();
  const termsId = useId();
  const [general, setGeneral] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  // Validation runs on submit; between submits NewPasswordFields and the email handler below
  // apply the live rules (the schema's own re-validation would nag about a half-typed confirmation).
  const form = useForm<Values, unknown, CareProSignup>({
    resolver: schemaResolver(CareProSignupSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;

  const onEmailChange = () => {
    if (!isSubmitted && !errors.email) return;
    const message = fieldIssues(CareProSignupSchema, getValues(), null).email;
    if (message) setError('email', { type: 'live', message });
    else clearErrors('email');
  };

  const onSubmit = async (values: CareProSignup) => {
    setGeneral(undefined);
    const res = await api<{ next?: string }>('POST', '/api/signup', values);
    if (res.ok) {
      setLeaving(true);
      // The server names the first signup step; should it not, /dashboard's guard sends a new
      // Care Pro there anyway.
      globalThis.location.assign(safeNextPath(res.data.next, '/dashboard'));
      return;
    }
    showServerErrors(res.errors, FIELDS, setError, setGeneral);
  };

  const busy = isSubmitting || leaving;
  return (
    <form
      className='stack care-pro-form'
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-busy={busy}
    >
      <TextField
        label={t('email')}
        type='email'
        autoComplete='email'
        inputMode='email'
        autoFocus={autoFocus}
        error={errorText(accountMessages, locale, errors.email?.message)}
        {...register('email', { onChange: onEmailChange })}
      />
      <NewPasswordFields
        form={form}
        schema={CareProSignupSchema}
        passwordName='password'
        confirmName='confirmPassword'
        passwordLabel={t('password')}
        confirmLabel={t('confirmPassword')}
        checklist='afterError'
      />
      {general && <p className='form-error' role='alert'>{general}</p>}
      <TermsNote id={termsId} />
      <SubmitButton
        className='button--block'
        busy={busy}
        busyLabel={t('creatingAccount')}
        aria-describedby={termsId}
      >
        {t('createAccount')}
      </SubmitButton>
    </form>
  );
}

/** The two ways out of the Care Pro form: families go home, members sign in. */
export function CareProLinks() {
  const t = useT(accountMessages);
  return (
    <ul className='care-pro-links'>
      <li>
        <a href='/'>{t('lookingForCare')}</a>
      </li>
      <li>
        <a href='/login'>{t('haveAccount')}</a>
      </li>
    </ul>
  );
}
