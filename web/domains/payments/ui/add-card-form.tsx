// The add-card form of spec 002 §5 (billing details: 'Missing Billing Info', 'Invalid Email';
// names trimmed, name upper-cased, email prefilled), then card entry (Stripe Elements with
// Stripe's keys, otherwise the clearly labelled test-card field talking to the local fake, ADR
// 023), then the SetupIntent confirmed at the processor and the method registered with our API.
// One form for the two places a family adds a card: the Payment Methods tab (/mypay/detail) and
// step 1 of the hire flow (issue 20 point 20), through the islands payments/payment-methods and
// payments/add-card.
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '../../../shared/api-client.ts';
import { schemaResolver } from '../../../shared/form.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { type PaymentMessageKey, paymentMessages } from '../messages.ts';
import { COUNTRIES, type PaymentMethod, regionsOf } from '../model.ts';
import { type Billing, billingDetailsOf, type BillingInput, BillingSchema } from '../schemas.ts';
import {
  type CardSetupResult,
  confirmWithTestCard,
  testCardComplete,
  type TestCardInput,
} from './test-card.ts';
import type { ConfirmCard } from './stripe-card.tsx';

const StripeCard = lazy(() => import('./stripe-card.tsx'));

export type ProcessorConfig =
  | { mode: 'stripe'; publishableKey: string }
  | { mode: 'fake'; publishableKey: string; url: string }
  | null;

export type CardPrefill = { firstName: string; lastName: string; email: string };

type SetupAnswer = { clientSecret: string; processor: NonNullable<ProcessorConfig> };

const FIELDS = ['firstName', 'lastName', 'email', 'line1', 'city', 'country', 'state'] as const;

export type AddCardFormProps = {
  prefill: CardPrefill;
  processor: ProcessorConfig;
  /** Called once the card is registered with our API (the form is then emptied of the card). */
  onAdded: (method: PaymentMethod) => void | Promise<void>;
  /** Called when a new attempt starts (the caller clears its own success message). */
  onStart?: () => void;
};

export function AddCardForm({ prefill, processor, onAdded, onStart }: AddCardFormProps) {
  const t = useT(paymentMessages);
  const locale = useLocale();
  const ids = useId();
  const [card, setCard] = useState<TestCardInput>({ number: '', expiry: '', cvc: '' });
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirmStripe, setConfirmStripe] = useState<ConfirmCard | null>(null);
  const onStripeReady = useCallback((fn: ConfirmCard | null) => setConfirmStripe(() => fn), []);

  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BillingInput, unknown, Billing>({
    resolver: schemaResolver(BillingSchema),
    defaultValues: {
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      email: prefill.email,
      line1: '',
      city: '',
      country: 'CA',
      state: '',
    },
  });
  const country = watch('country');
  const err = (name: (typeof FIELDS)[number]) =>
    errorText(paymentMessages, locale, errors[name]?.message);

  /** The processor's card error in the page's language when we know its code. */
  const cardMessage = (result: Extract<CardSetupResult, { ok: false }>) => {
    if (result.code && Object.hasOwn(paymentMessages.en, result.code)) {
      return t(result.code as PaymentMessageKey);
    }
    return result.message || t('processorError');
  };

  const submit = handleSubmit(async (billing) => {
    onStart?.();
    setCardError(null);
    if (processor?.mode === 'fake' && !testCardComplete(card)) {
      setCardError(t('cardIncomplete'));
      return;
    }
    const setup = await api<SetupAnswer>('POST', '/api/payment/setup-intent');
    if (!setup.ok) {
      setCardError(Object.values(setup.errors)[0]);
      return;
    }
    const details = billingDetailsOf(billing);
    const { clientSecret, processor: proc } = setup.data;
    let result: CardSetupResult;
    if (proc.mode === 'fake') {
      result = await confirmWithTestCard(proc, clientSecret, card, details);
    } else if (confirmStripe) {
      result = await confirmStripe(clientSecret, details);
    } else {
      result = { ok: false, code: null, message: t('loadingCardField') };
    }
    if (!result.ok) {
      setCardError(cardMessage(result));
      return;
    }
    const added = await api<{ paymentMethod: PaymentMethod }>(
      'POST',
      '/api/payment/add/payment-method',
      { id: result.paymentMethodId },
    );
    if (!added.ok) {
      setCardError(Object.values(added.errors)[0]);
      return;
    }
    setCard({ number: '', expiry: '', cvc: '' });
    reset({ ...billing, state: billing.state });
    await onAdded(added.data.paymentMethod);
  });

  const regions = regionsOf(country);
  const cardErrorId = `${ids}-card-error`;
  const cardLabelId = `${ids}-card-label`;

  return (
    <>
      {!processor
        ? <p className='pay-muted'>{t('notConfigured')}</p>
        : (
          <form className='pay-form' noValidate onSubmit={submit}>
            <fieldset className='pay-fieldset'>
              <legend>{t('billingDetails')}</legend>
              <div className='pay-grid'>
                <TextField
                  label={t('firstName')}
                  autoComplete='given-name'
                  error={err('firstName')}
                  {...register('firstName')}
                />
                <TextField
                  label={t('lastName')}
                  autoComplete='family-name'
                  error={err('lastName')}
                  {...register('lastName')}
                />
              </div>
              <TextField
                label={t('email')}
                type='email'
                autoComplete='email'
                error={err('email')}
                {...register('email')}
              />
              <TextField
                label={t('addressLine')}
                autoComplete='address-line1'
                error={err('line1')}
                {...register('line1')}
              />
              <div className='pay-grid'>
                <TextField
                  label={t('city')}
                  autoComplete='address-level2'
                  error={err('city')}
                  {...register('city')}
                />
                <SelectField
                  id={`${ids}-country`}
                  label={t('country')}
                  error={err('country')}
                  {...register('country', {
                    onChange: () => setValue('state', ''),
                  })}
                >
                  {COUNTRIES.map((c) => <option key={c} value={c}>{t(`country${c}`)}</option>)}
                </SelectField>
              </div>
              <SelectField
                id={`${ids}-state`}
                label={country === 'US' ? t('state') : t('province')}
                error={err('state')}
                {...register('state')}
              >
                <option value=''>{t('chooseRegion')}</option>
                {regions.map((r) => <option key={r.code} value={r.code}>{r.name}</option>)}
              </SelectField>
            </fieldset>

            <fieldset
              className='pay-fieldset'
              aria-describedby={cardError ? cardErrorId : undefined}
            >
              <legend id={cardLabelId}>
                {t('cardDetails')}
                {processor.mode === 'fake' && (
                  <span className='pay-test-badge' data-testid='test-payments'>
                    {t('testPayments')}
                  </span>
                )}
              </legend>
              {processor.mode === 'fake'
                ? (
                  <>
                    <p className='pay-muted'>{t('testPaymentsNote')}</p>
                    <div className='pay-card-grid'>
                      <TextField
                        label={t('cardNumber')}
                        inputMode='numeric'
                        autoComplete='cc-number'
                        value={card.number}
                        aria-invalid={cardError ? true : undefined}
                        onChange={(e) => setCard({ ...card, number: e.currentTarget.value })}
                      />
                      <TextField
                        label={t('cardExpiry')}
                        inputMode='numeric'
                        autoComplete='cc-exp'
                        placeholder='MM/YY'
                        value={card.expiry}
                        onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
                      />
                      <TextField
                        label={t('cardCvc')}
                        inputMode='numeric'
                        autoComplete='cc-csc'
                        value={card.cvc}
                        onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
                      />
                    </div>
                  </>
                )
                : (
                  <Suspense fallback={<p className='pay-muted'>{t('loadingCardField')}</p>}>
                    <StripeCard
                      publishableKey={processor.publishableKey}
                      locale={locale}
                      labelId={cardLabelId}
                      onReady={onStripeReady}
                      onChange={setCardError}
                    />
                  </Suspense>
                )}
              {cardError && (
                <p
                  id={cardErrorId}
                  className='field__error'
                  role='alert'
                  data-testid='card-error'
                >
                  {cardError}
                </p>
              )}
            </fieldset>
            <div className='pay-form__actions'>
              <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
                {t('saveCard')}
              </SubmitButton>
            </div>
          </form>
        )}
    </>
  );
}

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
};

/** A labelled select in the text field's frame, its error announced and tied to it. */
function SelectField({ id, label, error, children, ...select }: SelectProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className='field__label' htmlFor={id}>{label}</label>
      <div className='field__control'>
        <select
          id={id}
          className='field__input'
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...select}
        >
          {children}
        </select>
      </div>
      {error && <p id={`${id}-error`} className='field__error' role='alert'>{error}</p>}
    </div>
  );
}
