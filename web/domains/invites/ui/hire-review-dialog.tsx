// The offer's review (spec 002 §5, §9), a modal dialog: what will be sent, and the summary of
// what the family pays with the estimated savings against an agency. Escape or Cancel goes back
// to the form, which keeps what was typed.
import { Dialog } from '../../../components/dialog.tsx';
import type { Address } from '../../../shared/address/address-schema.ts';
import { formatCalendarDate, numberFormat } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { inviteMessages } from '../messages.ts';
import { type OfferForm, offerSummary } from './hire-state.ts';

export function HireReviewDialog(
  { open, form, address, busy, onCancel, onSend }: {
    open: boolean;
    form: OfferForm;
    address: Address | null;
    busy: boolean;
    onCancel: () => void;
    onSend: () => void;
  },
) {
  const t = useT(inviteMessages);
  const locale = useLocale();
  const summary = offerSummary(
    Number(form.propWage),
    form.isVacationIncluded,
    Number(form.estimatedHours),
  );
  const dollars = (cents: number) =>
    t('amount', {
      amount: numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        .format(cents / 100),
    });
  return (
    <Dialog open={open} title={t('reviewTitle')} className='inv-dialog' onClose={onCancel}>
      <dl className='hire-review'>
        <dt>{t('clientFirstName')}</dt>
        <dd>{form.clientFirstName} {form.clientLastName}</dd>
        <dt>{t('startDate')}</dt>
        <dd>{formatCalendarDate(form.startDate, locale, 'long')}</dd>
        <dt>{t('estimatedHours')}</dt>
        <dd>{form.estimatedHours}</dd>
        <dt>{t('propWage')}</dt>
        <dd>{dollars(Math.round(Number(form.propWage) * 100))}</dd>
        <dt>{t('address')}</dt>
        <dd>{address?.addressFull}</dd>
      </dl>
      <p className='hire-review__message'>{form.message}</p>
      {summary && (
        <section className='hire-summary' aria-labelledby='hire-summary-title'>
          <h3 id='hire-summary-title'>{t('summaryTitle')}</h3>
          <dl>
            <dt>{t('summaryWage')}</dt>
            <dd>{dollars(summary.wageCents)}</dd>
            <dt>{t('summaryHourly')}</dt>
            <dd>{dollars(summary.hourlyCostCents)}</dd>
            <dt>{t('summaryWeekly', { hours: form.estimatedHours })}</dt>
            <dd>{dollars(summary.weeklyCostCents)}</dd>
            <dt>{t('summarySavings')}</dt>
            <dd data-testid='estimated-savings'>{dollars(summary.weeklySavingsCents)}</dd>
          </dl>
          <p className='hire-summary__note'>{t('summarySavingsNote')}</p>
        </section>
      )}
      <div className='hire__actions'>
        <button type='button' className='button button--ghost' onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type='button' className='button button--primary' disabled={busy} onClick={onSend}>
          {t('send')}
        </button>
      </div>
    </Dialog>
  );
}
