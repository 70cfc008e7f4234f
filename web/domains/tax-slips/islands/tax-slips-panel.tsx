// The Tax slips section of My Pay (issue 23 points 3–4): the year's T4 slips (with the RL-1
// figures in Quebec), the family's T4 Summary and its balance, the downloads (PDF slips and
// Summary, the XML return) and, from 1 January, the family's button to issue (or amend) them.
// Rendered on the server; the code loads on the first interaction (the issue button).
import { useState } from 'react';
import { api } from '../../../shared/api-client.ts';
import { formatCalendarDate, formatInstantDate } from '../../../shared/dates.ts';
import { useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { type PayrollMessageKey, payrollMessages } from '../../payroll/model.ts';
import type { TaxSlip, TaxYearView } from '../model.ts';
import { type TaxSlipsMessageKey, taxSlipsMessages } from '../messages.ts';
import { panelModel } from '../panel-state.ts';

export type TaxSlipsPanelProps = { view: TaxYearView; years: number[]; action: string };

const T4_ROWS: [TaxSlipsMessageKey, keyof TaxSlip['t4']][] = [
  ['box.14', 'box14'],
  ['box.16', 'box16'],
  ['box.16A', 'box16A'],
  ['box.17', 'box17'],
  ['box.17A', 'box17A'],
  ['box.18', 'box18'],
  ['box.22', 'box22'],
  ['box.24', 'box24'],
  ['box.26', 'box26'],
  ['box.55', 'box55'],
  ['box.56', 'box56'],
];
const RL1_ROWS: [TaxSlipsMessageKey, keyof NonNullable<TaxSlip['rl1']>][] = [
  ['rl1.A', 'A'],
  ['rl1.B', 'B'],
  ['rl1.BA', 'BA'],
  ['rl1.C', 'C'],
  ['rl1.E', 'E'],
  ['rl1.G', 'G'],
  ['rl1.H', 'H'],
  ['rl1.I', 'I'],
];

export default function TaxSlipsPanel({ view, years, action }: TaxSlipsPanelProps) {
  const t = useT(taxSlipsMessages);
  const p = useT(payrollMessages);
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const model = panelModel(view, (iso) => formatInstantDate(iso, locale, 'America/Toronto'));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function issue() {
    setBusy(true);
    setError(null);
    const res = await api<{ original: number; amended: number; unchanged: number }>(
      'POST',
      `/api/tax-slips/${view.year}/issue`,
    );
    setBusy(false);
    if (!res.ok) {
      setError(Object.values(res.errors)[0] ?? '');
      return;
    }
    setDone(t('issued', res.data));
    location.reload();
  }

  const titleId = 'tax-slips-title';
  return (
    <section className='mp-section ts-panel' aria-labelledby={titleId} data-testid='tax-slips'>
      <div className='mp-history__head'>
        <h2 id={titleId} className='mp-section__title'>
          {t('yearTitle', { year: view.year })}
          {view.draft && model.notice !== 'empty' && (
            <span className='ts-badge'>{t('draftBadge')}</span>
          )}
        </h2>
        {years.length > 1 && (
          <form className='mp-filter' method='get' action={action}>
            <label>
              <span>{t('yearPicker')}</span>
              <select name='taxYear' defaultValue={String(view.year)}>
                {years.map((y) => <option key={y} value={y}>{y}</option>)}
              </select>
            </label>
            <button type='submit' className='button button--outline'>{t('show')}</button>
          </form>
        )}
      </div>

      {model.notice === 'empty' && <p className='mp-muted'>{t('noSlips', { year: view.year })}</p>}
      {model.notice === 'draft' && (
        <p className='alert alert--warning' data-testid='tax-draft'>
          {t('draftNotice', {
            year: view.year,
            date: formatCalendarDate(view.finalFrom, locale, 'long'),
          })}
        </p>
      )}
      {model.notice === 'final' && view.role === 'family' && (
        <p className='mp-muted'>{t('finalNotice', { year: view.year })}</p>
      )}
      {view.role === 'caregiver' && model.notice !== 'empty' && (
        <p className='mp-muted'>{t('caregiverHint')}</p>
      )}
      {view.role === 'family' && model.notice !== 'empty' && (
        <p className='mp-muted' data-testid='tax-family-hint'>{t('familyHint')}</p>
      )}
      {view.changedSinceIssue && (
        <p className='alert alert--warning'>{t('changedSinceIssue', { year: view.year })}</p>
      )}
      {view.role === 'family' && model.notice !== 'empty' && view.missing.length > 0 && (
        <p className='alert alert--info' data-testid='tax-missing'>
          {t(
            view.missing.includes('employerDetails')
              ? 'missingEmployerDetails'
              : 'missingPayrollAccount',
          )}
        </p>
      )}
      {view.draft && view.unverified.length > 0 && (
        <div className='alert alert--warning'>
          <p className='ts-strong'>{t('unverifiedTitle')}</p>
          <ul>
            {view.unverified.map((key) => <li key={key}>{p(key as PayrollMessageKey)}</li>)}
          </ul>
        </div>
      )}

      {model.notice !== 'empty' && (
        <div className='ts-downloads'>
          {model.slipsPdf && (
            <a className='button button--outline' href={model.slipsPdf.href} download>
              {t(model.slipsPdf.label)}
            </a>
          )}
          {model.summaryPdf && (
            <a className='button button--outline' href={model.summaryPdf.href} download>
              {t(model.summaryPdf.label)}
            </a>
          )}
          {model.xml.map((link) => (
            <a key={link.href} className='button button--outline' href={link.href} download>
              {t(link.label, link.params)}
            </a>
          ))}
          {model.issue && (
            <button type='button' className='button' onClick={issue} disabled={busy}>
              {busy ? t('issuing') : t(model.issue, { year: view.year })}
            </button>
          )}
        </div>
      )}
      {error && <p className='alert alert--error' role='alert'>{error}</p>}
      {done && <p className='alert alert--success' role='status'>{done}</p>}

      {view.slips.map((slip) => {
        const name = `${slip.employeeFirstName} ${slip.employeeLastName}`.trim();
        const heading = view.role === 'family' ? name : slip.employerName;
        return (
          <article
            key={`${slip.caregiverId}/${slip.familyId}/${slip.province}`}
            className='card ts-slip'
            data-testid='tax-slip'
          >
            <h3 className='mp-section__subtitle'>
              {t('slipFor', { name: heading, province: slip.province })}
              {slip.reportType === 'A' && <span className='ts-badge'>A</span>}
            </h3>
            {slip.issuedAt && (
              <p className='mp-muted'>
                {t('issuedOn', {
                  date: formatInstantDate(slip.issuedAt, locale, 'America/Toronto'),
                })}
              </p>
            )}
            <dl className='ts-boxes'>
              <div>
                <dt>{t('box.10')}</dt>
                <dd>{slip.t4.box10}</dd>
              </div>
              {T4_ROWS.filter(([, box]) => slip.t4[box] !== 0).map(([label, box]) => (
                <div key={box}>
                  <dt>{t(label)}</dt>
                  <dd>{money(slip.t4[box] as number)}</dd>
                </div>
              ))}
            </dl>
            {slip.rl1 && (
              <>
                <h4 className='ts-strong'>{t('rl1Title')}</h4>
                <dl className='ts-boxes'>
                  {RL1_ROWS.filter(([, box]) => slip.rl1![box] !== 0).map(([label, box]) => (
                    <div key={box}>
                      <dt>{t(label)}</dt>
                      <dd>{money(slip.rl1![box])}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </article>
        );
      })}

      {view.summary && model.notice !== 'empty' && (
        <article className='card ts-slip' data-testid='tax-summary'>
          <h3 className='mp-section__subtitle'>{t('summaryTitle')}</h3>
          <dl className='ts-boxes'>
            {(
              [
                ['line.14', view.summary.box14],
                ['line.16', view.summary.box16],
                ['line.16A', view.summary.box16A],
                ['line.27', view.summary.box27],
                ['line.27A', view.summary.box27A],
                ['line.18', view.summary.box18],
                ['line.19', view.summary.box19],
                ['line.22', view.summary.box22],
                ['line.80', view.summary.box80],
                ['line.82', view.summary.box82],
              ] as [TaxSlipsMessageKey, number][]
            ).map(([label, cents]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{money(cents)}</dd>
              </div>
            ))}
            {model.balance && (
              <div className='ts-total'>
                <dt>{t(model.balance.label)}</dt>
                <dd data-testid='tax-balance'>{money(model.balance.cents)}</dd>
              </div>
            )}
          </dl>
          {/* A balance due before any month is marked remitted alarms for nothing: say why. */}
          <p className='mp-muted' data-testid='tax-remitted-hint'>
            {t('remittedHint')} <a href='/mypay/employer'>{t('remittancesLink')}</a>
          </p>
        </article>
      )}
    </section>
  );
}
