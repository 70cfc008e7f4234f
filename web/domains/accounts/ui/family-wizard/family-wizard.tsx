// The six-step family signup form shown in the family-signup dialog (spec 000 §2.5, §4, §5).
// One react-hook-form holds every step's values; its resolver is the current step's shared
// schema, so Next advances only when that step is valid and Back keeps what was entered.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Spinner } from '../../../../components/form/spinner.tsx';
import { api } from '../../../../shared/api-client.ts';
import { schemaResolver, showServerErrors } from '../../../../shared/form.ts';
import { useT } from '../../../../shared/i18n.tsx';
import { familySignupMessages } from '../../messages.ts';
import { TermsNote } from '../terms-note.tsx';
import type { SignupMaterials } from './materials.ts';
import {
  BasicInfoFields,
  CareNeedsFields,
  ConditionsFields,
  LanguageFields,
  LoginInfoFields,
  ServicesFields,
} from './steps.tsx';
import {
  firstStepWithError,
  initialValues,
  stepOfField,
  STEPS,
  toPayload,
  TOTAL_STEPS,
  type WizardField,
  type WizardValues,
} from './wizard-state.ts';
import { safeNextPath } from '../../../../shared/safe-path.ts';

const WIZARD_FIELDS: readonly WizardField[] = STEPS.flatMap((s) => s.fields);

const stepResolvers = STEPS.map((s) =>
  schemaResolver(s.schema as never) as unknown as Resolver<WizardValues>
);

export type FamilyWizardProps = {
  /** The dialog is showing: the step heading takes focus when it opens and on every step. */
  open: boolean;
  materials: SignupMaterials | null;
  loadingMaterials: boolean;
  onRetryMaterials: () => void;
  /** Cancel, or Escape: the dialog asks whether to leave. */
  onCancel: () => void;
};

export function FamilyWizard(props: FamilyWizardProps) {
  const { open, materials, loadingMaterials, onRetryMaterials, onCancel } = props;
  const t = useT(familySignupMessages);
  const idPrefix = useId();
  const [step, setStep] = useState(1);
  const [submitting, setSubmitting] = useState(false);
  const [general, setGeneral] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [invalidAttempt, setInvalidAttempt] = useState(0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterStep = useRef<WizardField | null>(null);

  const form = useForm<WizardValues>({
    defaultValues: initialValues(),
    resolver: (values, context, options) =>
      stepResolvers[stepRef.current - 1](values, context, options),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    // 'all' lets the resolver run the whole schema (valibot's abortPipeEarly off), so a password
    // mismatch is reported even while the email is still wrong. Each field shows its first message.
    criteriaMode: 'all',
  });

  useEffect(() => {
    if (!open) return;
    const field = focusAfterStep.current;
    focusAfterStep.current = null;
    if (field) focusFirstInvalid(formRef.current, field);
    else headingRef.current?.focus();
  }, [step, open]);

  // Escape means Cancel; the dialog itself refuses it (dismiss='buttons'). A field that uses
  // Escape itself (an open list) prevents it first.
  const escapeAsks = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    onCancel();
  };
  // Any other way the browser asks a modal dialog to close (Escape with focus outside the form,
  // a phone's Back gesture) is a Cancel too.
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  useEffect(() => {
    const dialog = formRef.current?.closest('dialog');
    if (!dialog) return;
    const ask = (e: Event) => {
      e.preventDefault();
      onCancelRef.current();
    };
    dialog.addEventListener('cancel', ask);
    return () => dialog.removeEventListener('cancel', ask);
  }, []);

  // After a refused Next (submitCount is published with the errors) or a server answer.
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount || invalidAttempt) focusFirstInvalid(formRef.current);
  }, [submitCount, invalidAttempt]);

  const announce = (n: number) =>
    setAnnouncement(
      t('stepAnnouncement', { step: n, total: TOTAL_STEPS, title: t(STEPS[n - 1].title) }),
    );

  /** Moves to another step; the errors shown were for this one, and the next starts clean. */
  const goTo = (n: number) => {
    form.reset(form.getValues(), { keepDefaultValues: true });
    setStep(n);
    announce(n);
  };

  const submit = async () => {
    setSubmitting(true);
    setGeneral(undefined);
    const res = await api<{ ok: true; next?: string }>(
      'POST',
      '/api/signup-family',
      toPayload(form.getValues()),
    );
    if (res.ok) {
      // The session cookie is set: stay busy until the signed-in page replaces this one.
      globalThis.location.assign(safeNextPath(res.data.next, '/dashboard'));
      return;
    }
    setSubmitting(false);
    console.error('Family signup failed', res.status, res.errors);
    const fieldErrors = Object.fromEntries(
      Object.entries(res.errors).filter(([field]) => stepOfField(field) !== null),
    );
    // Focus is the wizard's to move (below), once it knows which step to show.
    showServerErrors(
      res.errors,
      WIZARD_FIELDS,
      (field, error) => form.setError(field, error),
      setGeneral,
    );
    // The email error sits beside the email field on this step; others send the user back.
    const target = 'email' in fieldErrors ? TOTAL_STEPS : firstStepWithError(fieldErrors);
    if (target && target !== step) {
      focusAfterStep.current = STEPS[target - 1].fields.find((f) => f in fieldErrors) ?? null;
      setStep(target);
      announce(target);
    } else if (Object.keys(fieldErrors).length) {
      setInvalidAttempt((n) => n + 1);
    }
  };

  // Next moves on only after handleSubmit has finished publishing its state, so the next step
  // starts unsubmitted (no errors while typing until its own Next).
  const advanceTo = useRef<number | null>(null);
  const onValid = async () => {
    if (step < TOTAL_STEPS) advanceTo.current = step + 1;
    else await submit();
  };
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    await form.handleSubmit(onValid)(e);
    const next = advanceTo.current;
    advanceTo.current = null;
    if (next) goTo(next);
  };

  const current = STEPS[step - 1];
  const waiting = loadingMaterials && current.needsMaterials && !materials;
  const missing = !materials && current.needsMaterials && !loadingMaterials;

  return (
    <FormProvider {...form}>
      {/* Beside the dialog's title (family-signup.css places it), before the steps. */}
      <button
        type='button'
        className='button button--ghost fw__cancel'
        onClick={onCancel}
        onKeyDown={escapeAsks}
      >
        {t('cancel')}
      </button>
      <form
        ref={formRef}
        className='fw'
        noValidate
        onSubmit={onSubmit}
        onKeyDown={escapeAsks}
      >
        <div className='fw__progress'>
          <div
            className='fw__bar'
            role='progressbar'
            aria-label={t('progressLabel')}
            aria-valuemin={1}
            aria-valuemax={TOTAL_STEPS}
            aria-valuenow={step}
            aria-valuetext={t('stepOf', { step, total: TOTAL_STEPS })}
          >
            <span className='fw__bar-fill' style={{ width: `${(step / TOTAL_STEPS) * 100}%` }} />
          </div>
          <p className='fw__count'>{t('stepOf', { step, total: TOTAL_STEPS })}</p>
        </div>
        <p className='visually-hidden' role='status' aria-live='polite'>{announcement}</p>

        <div className='fw__body'>
          <h3 ref={headingRef} className='fw__step-title' tabIndex={-1}>{t(current.title)}</h3>
          <p className='fw__intro'>{t(current.intro)}</p>
          {waiting
            ? (
              <div className='fw__loading'>
                <Spinner label={t('loading')} size={28} />
              </div>
            )
            : missing
            ? (
              <div className='fw__unavailable'>
                <p>{t('optionsUnavailable')}</p>
                <button type='button' className='button button--outline' onClick={onRetryMaterials}>
                  {t('retry')}
                </button>
              </div>
            )
            : (
              <>
                {step === 1 && <CareNeedsFields />}
                {step === 2 && materials && <ServicesFields materials={materials} />}
                {step === 3 && materials && <ConditionsFields materials={materials} />}
                {step === 4 && materials && <LanguageFields materials={materials} />}
                {step === 5 && <BasicInfoFields idPrefix={idPrefix} />}
                {step === 6 && <LoginInfoFields />}
              </>
            )}
        </div>

        <footer className='fw__footer'>
          {general && <p className='form-error fw__general' role='alert'>{general}</p>}
          {step === TOTAL_STEPS && <TermsNote />}
          <div className='fw__actions'>
            {
              // Every step has Back (spec 000 §2.5); on the first there is nowhere earlier to
              // go, so it is the way out and asks before leaving, as Cancel does.
            }
            <button
              type='button'
              className='button button--outline'
              disabled={submitting}
              onClick={() => (step > 1 ? goTo(step - 1) : onCancel())}
            >
              {t('back')}
            </button>
            <button
              type='submit'
              className='button button--primary fw__next'
              disabled={submitting || waiting || missing}
              aria-busy={submitting || undefined}
            >
              {step < TOTAL_STEPS
                ? t('next')
                : submitting
                ? <Spinner label={t('signingUp')} />
                : t('signUp')}
            </button>
          </div>
          {step === TOTAL_STEPS && (
            <p className='fw__login'>
              <a className='link' href='/login'>{t('loginLink')}</a>
            </p>
          )}
        </footer>
      </form>
    </FormProvider>
  );
}

/** Focuses the first control in error (a field, or the first option of a group). */
function focusFirstInvalid(form: HTMLFormElement | null, field?: WizardField) {
  if (!form) return;
  const byName = field ? form.querySelector<HTMLElement>(`[name="${field}"]`) : null;
  const target = byName ??
    form.querySelector<HTMLElement>(
      'input[aria-invalid="true"], [data-invalid] input, [data-invalid] button',
    );
  target?.focus();
}
