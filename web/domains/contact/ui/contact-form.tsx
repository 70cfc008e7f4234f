// The Contact Us form (spec 000 §2.7, §4, §5). Text is trimmed as it is typed (leading spaces
// at once, trailing ones when leaving a field, so words can still be separated), the message
// box grows from 5 to 8 rows, and a sent message clears the form and shows a confirmation for
// 5 seconds.
import { type ChangeEvent, type FocusEvent, useEffect, useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import {
  CONTACT_LIMITS,
  type ContactFields,
  type ContactFieldsInput,
  ContactFieldsSchema,
} from '../schemas.ts';
import { readClientInfo } from '../user-agent.ts';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { contactMessages } from '../messages.ts';
import { TextField } from '../../../components/form/text-field.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver } from '../../../shared/form.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';

export const CONTACT_OVERLAY_MS = 5000;

type Field = keyof ContactFields;
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

type Typed = HTMLInputElement | HTMLTextAreaElement;

/** register() with trimming: leading whitespace goes as it is typed, trailing on blur. */
function trimmed(reg: UseFormRegisterReturn) {
  const setIf = (el: Typed, next: string) => {
    if (el.value !== next) el.value = next;
  };
  return {
    ...reg,
    onChange: (e: ChangeEvent<Typed>) => {
      setIf(e.target, e.target.value.replace(/^\s+/, ''));
      return reg.onChange(e);
    },
    onBlur: async (e: FocusEvent<Typed>) => {
      const before = e.target.value;
      setIf(e.target, before.trim());
      if (before !== e.target.value) await reg.onChange(e);
      return reg.onBlur(e);
    },
  };
}

export function ContactForm() {
  const t = useT(contactMessages);
  const locale = useLocale();
  const [general, setGeneral] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const overlayRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, setError, reset, setFocus, formState: { errors, isSubmitting } } =
    useForm<
      ContactFieldsInput,
      unknown,
      ContactFields
    >({
      resolver: schemaResolver(ContactFieldsSchema),
      defaultValues: EMPTY,
    });

  const restoreFocus = useRef(false);

  useEffect(() => {
    if (!submitted) {
      // Only once the form is no longer inert can it take focus back.
      if (restoreFocus.current) setFocus('name');
      restoreFocus.current = false;
      return;
    }
    overlayRef.current?.focus();
    const timer = setTimeout(dismiss, CONTACT_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [submitted]);

  function dismiss() {
    // Focus was on the confirmation; give it back to the form rather than losing it.
    const active = document.activeElement;
    restoreFocus.current = !!overlayRef.current?.contains(active) || active === document.body ||
      active === null;
    setSubmitted(false);
  }

  const onSubmit = async (values: ContactFields) => {
    setGeneral(undefined);
    const client = await readClientInfo().catch(() => null);
    const res = await api('POST', '/api/contact-us/submit', { ...values, ...client });
    if (res.ok) {
      reset(EMPTY);
      setSubmitted(true);
      return;
    }
    for (const [field, message] of Object.entries(res.errors)) {
      const known = FIELDS.find((f) => f === field);
      if (known) setError(known, { message });
      else setGeneral(message);
    }
  };

  // Client-side checks carry catalog keys; the server's answers arrive already translated.
  const err = (field: Field) => errorText(contactMessages, locale, errors[field]?.message);

  return (
    <div className='contact-form'>
      <form
        className='stack'
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        aria-busy={isSubmitting || undefined}
        inert={submitted}
      >
        <p className='contact-form__note'>{t('allRequired')}</p>
        <TextField
          label={t('name')}
          autoComplete='name'
          maxLength={CONTACT_LIMITS.name}
          error={err('name')}
          {...trimmed(register('name'))}
        />
        <TextField
          label={t('email')}
          type='email'
          autoComplete='email'
          inputMode='email'
          maxLength={CONTACT_LIMITS.email}
          error={err('email')}
          {...trimmed(register('email'))}
        />
        <TextField
          label={t('subject')}
          maxLength={CONTACT_LIMITS.subject}
          error={err('subject')}
          {...trimmed(register('subject'))}
        />
        <TextAreaField
          label={t('message')}
          minRows={5}
          maxRows={8}
          maxLength={CONTACT_LIMITS.message}
          error={err('message')}
          {...trimmed(register('message'))}
        />
        {general && <p className='form-error' role='alert'>{general}</p>}
        <SubmitButton className='contact-form__submit' busy={isSubmitting} busyLabel={t('sending')}>
          {t('send')}
        </SubmitButton>
      </form>
      <div className='contact-form__status' role='status' aria-live='polite'>
        {submitted && (
          <div
            className='contact-overlay'
            ref={overlayRef}
            tabIndex={-1}
            data-testid='contact-overlay'
          >
            <svg
              className='contact-overlay__icon'
              viewBox='0 0 24 24'
              width='56'
              height='56'
              aria-hidden='true'
            >
              <circle cx='12' cy='12' r='11' fill='currentColor' opacity='0.12' />
              <path
                d='M7 12.5l3.2 3.2L17.5 8.5'
                fill='none'
                stroke='currentColor'
                strokeWidth='2.2'
                strokeLinecap='round'
                strokeLinejoin='round'
              />
            </svg>
            <p className='contact-overlay__title'>{t('submittedTitle')}</p>
            <p className='contact-overlay__body'>{t('submittedBody')}</p>
            <button type='button' className='button button--outline' onClick={dismiss}>
              {t('dismiss')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
