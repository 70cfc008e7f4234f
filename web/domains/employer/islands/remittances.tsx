// The family's monthly remittances (issue 23 point 2) on /mypay/employer: one table per month of
// the year (by pay date) with what goes to the CRA and, for work in Quebec, to Revenu Québec,
// the due date, and a form to mark the month remitted with the date (POST
// /api/employer/remittances). The rows and the date checks are remittances-state.ts's.
import { type FormEvent, useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { dateFormat, formatCalendarDate } from '../../../shared/dates.ts';
import { errorText, type Locale, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { SubmitButton } from '../../../components/form/submit-button.tsx';
import { employerMessages } from '../messages.ts';
import { hasQuebec, type RemittanceMonth } from '../model.ts';
import { monthRows, remittedOnError, suggestedDate } from '../ui/remittances-state.ts';

export type RemittancesProps = { year: number; remittances: RemittanceMonth[]; today: string };

const monthName = (month: string, locale: Locale) =>
  dateFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(`${month}-01T12:00:00Z`));

export default function Remittances({ year, remittances, today }: RemittancesProps) {
  const t = useT(employerMessages);
  const [months, setMonths] = useState(remittances);
  const quebec = months.some(hasQuebec);
  const replace = (next: RemittanceMonth) =>
    setMonths((list) => list.map((m) => (m.month === next.month ? next : m)));
  return (
    <section className='mp-section er-remittances' aria-labelledby='er-remittances-title'>
      <h2 id='er-remittances-title' className='mp-section__title'>
        {t('remittancesTitle', { year })}
      </h2>
      <p>{t('remittancesIntro')}</p>
      {quebec && <p>{t('remittancesQuebec')}</p>}
      {months.length === 0
        ? (
          <div className='card mp-empty' data-testid='no-remittances'>
            <p className='mp-empty__title'>{t('noRemittances')}</p>
          </div>
        )
        : (
          <ol className='er-months' role='list'>
            {[...months].reverse().map((m) => (
              <li key={m.month}>
                <MonthCard month={m} today={today} onChange={replace} />
              </li>
            ))}
          </ol>
        )}
    </section>
  );
}

function MonthCard(
  { month: m, today, onChange }: {
    month: RemittanceMonth;
    today: string;
    onChange: (m: RemittanceMonth) => void;
  },
) {
  const t = useT(employerMessages);
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const rows = monthRows(m);
  const headId = `er-month-${m.month}`;
  const due = formatCalendarDate(m.dueDate, locale, 'long');
  return (
    <article
      className='card er-month'
      aria-labelledby={headId}
      data-testid={`remittance-${m.month}`}
    >
      <h3 id={headId} className='er-month__title'>{monthName(m.month, locale)}</h3>
      <p className='er-month__due'>
        <strong>{t('dueOn', { date: due })}</strong>
        {m.dueDateMoved && (
          <span className='mp-muted er-month__moved'>{t('dueMoved', { date: due })}</span>
        )}
      </p>
      <table className='mp-table mp-table--money er-table'>
        <caption className='visually-hidden'>{monthName(m.month, locale)}</caption>
        <thead>
          <tr>
            <th scope='col'>{t('lineColumn')}</th>
            <th scope='col'>{t('amountColumn')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope='row'>{t('grossPayroll')}</th>
            <td>{money(m.grossCents)}</td>
          </tr>
          <tr>
            <th scope='row'>{t('employees')}</th>
            <td>{m.employees}</td>
          </tr>
          {rows.cra.map((r) => (
            <tr key={r.key}>
              <th scope='row'>{t(r.key)}</th>
              <td>{money(r.cents)}</td>
            </tr>
          ))}
          <tr className='er-table__total'>
            <th scope='row'>{t('totalCra')}</th>
            <td data-testid='total-cra'>{money(m.craCents)}</td>
          </tr>
          {rows.rq.map((r) => (
            <tr key={r.key}>
              <th scope='row'>{t(r.key)}</th>
              <td>{money(r.cents)}</td>
            </tr>
          ))}
          {rows.rq.length > 0 && (
            <tr className='er-table__total'>
              <th scope='row'>{t('totalRq')}</th>
              <td data-testid='total-rq'>{money(m.rqCents)}</td>
            </tr>
          )}
        </tbody>
      </table>
      <RemittedForm month={m} today={today} onChange={onChange} />
    </article>
  );
}

function RemittedForm(
  { month: m, today, onChange }: {
    month: RemittanceMonth;
    today: string;
    onChange: (m: RemittanceMonth) => void;
  },
) {
  const t = useT(employerMessages);
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(m.remittedOn ?? suggestedDate(m.dueDate, today));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const inputId = `er-remitted-${m.month}`;

  const send = async (remittedOn: string | null) => {
    setBusy(true);
    const res = await api<{ remittance: RemittanceMonth | null }>(
      'POST',
      '/api/employer/remittances',
      { month: m.month, remittedOn },
    );
    setBusy(false);
    if (res.ok && res.data.remittance) {
      onChange(res.data.remittance);
      setEditing(false);
      setStatus(remittedOn ? t('markedRemitted') : '');
    } else if (!res.ok) setError(res.errors.remittedOn ?? Object.values(res.errors)[0]);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStatus('');
    const problem = remittedOnError(m.month, value, today);
    setError(problem ?? undefined);
    if (!problem) send(value);
  };

  if (m.remittedOn && !editing) {
    return (
      <div className='er-remitted'>
        <p data-testid='remitted-on'>
          {t('remittedOnLabel', { date: formatCalendarDate(m.remittedOn, locale, 'long') })}
        </p>
        <button type='button' className='button button--outline' onClick={() => setEditing(true)}>
          {t('changeDate')}
        </button>
        <button
          type='button'
          className='button button--outline'
          disabled={busy}
          onClick={() => send(null)}
        >
          {t('unmark')}
        </button>
        <p className='er-status' role='status'>{status}</p>
      </div>
    );
  }
  const shown = errorText(employerMessages, locale, error);
  return (
    <form className='er-remitted' onSubmit={submit} noValidate>
      {!m.remittedOn && <p className='mp-muted'>{t('notRemitted')}</p>}
      <div className={`field${shown ? ' field--invalid' : ''}`}>
        <label className='field__label' htmlFor={inputId}>{t('remittedDate')}</label>
        <input
          id={inputId}
          className='field__input'
          type='date'
          name='remittedOn'
          value={value}
          max={today}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${inputId}-error` : undefined}
        />
        {shown && <p id={`${inputId}-error`} className='field__error' role='alert'>{shown}</p>}
      </div>
      <SubmitButton busy={busy} busyLabel={t('marking')}>{t('markRemitted')}</SubmitButton>
      <p className='er-status' role='status'>{status}</p>
    </form>
  );
}
