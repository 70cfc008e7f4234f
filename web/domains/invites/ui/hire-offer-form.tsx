// Step 3 of the hire flow (spec 002 §5, §9): the offer's fields. Review Offer checks them with
// the server's schema (the island does) before the review dialog opens.
import { AddressInput } from '../../../components/address-input/address-input.tsx';
import { TextAreaField } from '../../../components/form/text-area.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import { errorText, useLocale, useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import { todayIn } from '../../../shared/dates.ts';
import { type OfferForm, wageInput } from './hire-state.ts';

export function HireOfferForm(
  { form, onChange, address, onAddress, errors, onReview, onBack }: {
    form: OfferForm;
    onChange: (form: OfferForm) => void;
    address: Address | null;
    onAddress: (a: Address | null) => void;
    errors: Record<string, string | undefined>;
    onReview: () => void;
    onBack: () => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const err = (k: string) => errorText(inviteMessages, locale, errors[k]);
  const text = (k: 'clientFirstName' | 'clientLastName' | 'startDate' | 'estimatedHours') => ({
    name: k,
    label: t(k),
    value: form[k],
    error: err(k),
    onChange: (e: { target: { value: string } }) => onChange({ ...form, [k]: e.target.value }),
  });
  const check = (k: 'isVacationIncluded' | 'deactivateJobOnHire') => (
    <label className='check'>
      <input
        type='checkbox'
        name={k}
        checked={form[k]}
        onChange={(e) => onChange({ ...form, [k]: e.target.checked })}
      />
      {t(k)}
    </label>
  );
  return (
    <form
      className='hire-select__offer'
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onReview();
      }}
    >
      <h2>{t('stepOffer')}</h2>
      <TextField {...text('clientFirstName')} />
      <TextField {...text('clientLastName')} />
      <TextField {...text('startDate')} type='date' min={todayIn()} />
      <TextField {...text('estimatedHours')} type='number' min={1} />
      <TextField
        label={t('propWage')}
        name='propWage'
        type='number'
        step='0.01'
        min={0}
        value={form.propWage}
        onChange={(e) => onChange({ ...form, propWage: wageInput(e.target.value) })}
        error={err('propWage')}
        hint={<span title={t('vacationTooltip')}>{t('vacationTooltip')}</span>}
      />
      {check('isVacationIncluded')}
      <AddressInput
        id='hire-address'
        label={t('address')}
        mode='full'
        value={address}
        onChange={onAddress}
        error={err('address')}
      />
      <TextAreaField
        label={t('message')}
        name='message'
        value={form.message}
        onChange={(e) => onChange({ ...form, message: e.target.value })}
        error={err('message')}
      />
      {check('deactivateJobOnHire')}
      <div className='hire__actions'>
        <button
          type='button'
          className='button button--ghost hire__back-narrow'
          onClick={onBack}
        >
          {t('back')}
        </button>
        <button type='submit' className='button button--primary'>{t('review')}</button>
      </div>
    </form>
  );
}
