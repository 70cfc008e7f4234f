// /forgot_password (spec 000 §2.9, §4, §8): the email form, then the 'reset code sent' pane.
// Any failure reads as an unknown email, so the answer never tells why.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ForgotPasswordSchema, MSG } from '../domains/accounts/schemas.ts';
import { accountMessages } from '../domains/accounts/messages.ts';
import { withSlots } from '../domains/accounts/terms-note.tsx';
import { TextField } from '../components/form/text-field.tsx';
import { Spinner } from '../components/form/spinner.tsx';
import { api } from '../shared/api-client.ts';
import { schemaResolver } from '../shared/form.ts';
import { useLocale, useT } from '../shared/i18n.tsx';
import { translateError } from '../shared/validation-messages.ts';

type Values = v.InferInput<typeof ForgotPasswordSchema>;

export default function ForgotPasswordForm() {
  const t = useT(accountMessages);
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<
    Values,
    unknown,
    v.InferOutput<typeof ForgotPasswordSchema>
  >({
    resolver: schemaResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: v.InferOutput<typeof ForgotPasswordSchema>) => {
    const res = await api('POST', '/api/forgot_password/reset', values);
    if (res.ok) setSentTo(values.email);
    else {setError('email', { type: 'server', message: MSG.forgotInvalidEmail }, {
        shouldFocus: true,
      });}
  };

  if (sentTo) return <SentPane email={sentTo} />;
  return (
    <div className='card account-card'>
      <img
        className='account-card__art'
        src='/static/images/join-key.svg'
        alt=''
        width='72'
        height='72'
      />
      <h1>{t('forgotTitle')}</h1>
      <p className='account-card__intro'>{t('forgotIntro')}</p>
      <form className='stack' noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting}>
        <TextField
          label={t('email')}
          type='email'
          autoComplete='email'
          inputMode='email'
          error={translateError(errors.email?.message, locale)}
          {...register('email')}
        />
        <button
          className='button button--primary button--block'
          type='submit'
          disabled={isSubmitting}
        >
          {isSubmitting ? <Spinner label={t('sending')} /> : t('sendResetLink')}
        </button>
      </form>
      <p className='account-card__footer'>
        <a href='/login'>{t('backToLogin')}</a>
      </p>
    </div>
  );
}

function SentPane({ email }: { email: string }) {
  const t = useT(accountMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to what replaced it so keyboard and screen reader users follow.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className='card account-card success-pane' role='status'>
      <img
        className='account-card__art'
        src='/static/images/join-mail.svg'
        alt=''
        width='96'
        height='96'
      />
      <h1 ref={heading} tabIndex={-1}>{t('resetSentTitle')}</h1>
      <p>{withSlots(t('resetSent'), { email: <strong>{email}</strong> })}</p>
      <a className='button button--primary button--block' href='/login'>{t('backToLogin')}</a>
    </div>
  );
}
