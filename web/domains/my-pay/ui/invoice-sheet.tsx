// One invoice as My Pay shows it (spec 002 §2-§4, §9; spec 000 §9): the facts (number, status,
// due date, week, job and member links, the other party), the days with their breakdown
// (regular, overtime 1.5× and 2×, the rule applied), then per role the caregiver's pay (gross,
// each deduction, net) or the family's cost (base, vacation, the fee model beside the actual
// employer contributions, total payable). A background-check reimbursement (ADR 034) shows beside
// the caregiver's net, never inside it, and to the family as paid by the platform, outside the
// total charged. Rendered on the server and inside the invoice island.
import { type Params, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { depositOf, type Invoice } from '../../invoices/model.ts';
import { type PayrollMessageKey, payrollMessages } from '../../payroll/model.ts';
import { type MyPayKey, myPayMessages } from '../messages.ts';
import {
  displayStatus,
  dueDate,
  formatDay,
  formatHours,
  invoiceNumber,
  jobPath,
  localDay,
  localTime,
  memberPath,
  otherParty,
  type Role,
  shortJobId,
  shortMemberId,
  weekRange,
} from '../model.ts';

type T = (key: MyPayKey, params?: Params) => string;

export function StatusChip({ invoice }: { invoice: Pick<Invoice, 'status'> }) {
  const t = useT(myPayMessages);
  const status = displayStatus(invoice);
  return (
    <span className={`mp-status mp-status--${status}`} data-testid='invoice-status'>
      {t(`status.${status}`)}
    </span>
  );
}

/** The header facts: a definition list that wraps to one column on a phone. */
export function InvoiceFacts({ invoice, role }: { invoice: Invoice; role: Role }) {
  const t = useT(myPayMessages);
  const locale = useLocale();
  const zone = invoice.timeZone;
  const firstDay = invoice.sortedShifts[0]?.date ?? invoice.weekStart;
  const week = invoice.sortedShifts.length
    ? weekRange(firstDay)
    : { start: invoice.weekStart, end: invoice.weekEnd };
  const other = otherParty(invoice, role);
  const { jobId, memberId } = invoice.memberInfo;
  return (
    <dl className='mp-facts'>
      <div>
        <dt>{t('status')}</dt>
        <dd aria-live='polite'>
          <StatusChip invoice={invoice} />
        </dd>
      </div>
      <div>
        <dt>{t('dueDate')}</dt>
        <dd data-testid='invoice-due'>{formatDay(localDay(dueDate(invoice), zone), locale)}</dd>
      </div>
      {invoice.paidOn && (
        <div>
          <dt>{t('paidOn')}</dt>
          <dd>{formatDay(localDay(invoice.paidOn, zone), locale)}</dd>
        </div>
      )}
      <div>
        <dt>{t('week')}</dt>
        <dd>
          {t('weekRange', {
            start: formatDay(week.start, locale),
            end: formatDay(week.end, locale),
          })}
        </dd>
      </div>
      <div>
        <dt>{role === 'family' ? t('careProLabel') : t('familyLabel')}</dt>
        <dd>{`${other.firstName} ${other.lastName}`}</dd>
      </div>
      {jobId && (
        <div>
          <dt>{t('jobId')}</dt>
          <dd>
            <a className='link' href={jobPath(jobId, role)}>{shortJobId(jobId)}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('memberId')}</dt>
        <dd>
          <a className='link' href={memberPath(memberId)}>{shortMemberId(memberId)}</a>
        </dd>
      </div>
      {invoice.memberInfo.address.addressFull && (
        <div>
          <dt>{t('location')}</dt>
          <dd>{invoice.memberInfo.address.addressFull}</dd>
        </div>
      )}
      <div>
        <dt>{t('wage')}</dt>
        <dd>
          {t('perHour', { amount: formatCents(invoice.invoiceBreakdown.currWage, locale) })}
        </dd>
      </div>
    </dl>
  );
}

function Days({ invoice, t }: { invoice: Invoice; t: T }) {
  const locale = useLocale();
  const p = useT(payrollMessages);
  const zone = invoice.timeZone;
  const money = (cents: number) => formatCents(cents, locale);
  const hours = (minutes: number) => formatHours(minutes, locale);
  return (
    <section className='mp-section' aria-labelledby='mp-days-title'>
      <h2 id='mp-days-title' className='mp-section__title'>{t('dailyBreakdown')}</h2>
      <p className='mp-rule' data-testid='overtime-rule'>
        {p(invoice.invoiceBreakdown.overtimeRule)}
      </p>
      <ol className='mp-days' role='list'>
        {invoice.sortedShifts.map((day) => {
          const b = day.breakdown;
          const rows = [
            { label: t('regular'), minutes: b.regularMinutes, cents: b.dailyRegularIncome },
            { label: t('ot1'), minutes: b.ot1Minutes, cents: b.dailyOt1Income },
            { label: t('ot2'), minutes: b.ot2Minutes, cents: b.dailyOt2Income },
          ];
          const headId = `mp-day-${day.date}`;
          return (
            <li key={day.date} className='mp-day'>
              <h3 id={headId} className='mp-day__date'>{formatDay(day.date, locale)}</h3>
              <ul className='mp-day__shifts' aria-label={t('shifts')}>
                {day.shifts.map((s) => (
                  <li key={s.id}>
                    {t('shiftTime', {
                      start: localTime(s.startTime, zone),
                      end: localTime(s.endTime, zone),
                    })}
                  </li>
                ))}
              </ul>
              <table className='mp-table' aria-labelledby={headId}>
                <thead>
                  <tr>
                    <th scope='col'>
                      <span className='visually-hidden'>{t('day')}</span>
                    </th>
                    <th scope='col'>{t('hours')}</th>
                    <th scope='col'>{t('income')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.label} className={r.minutes ? undefined : 'mp-table__zero'}>
                      <th scope='row'>{r.label}</th>
                      <td>{hours(r.minutes)}</td>
                      <td>{money(r.cents)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope='row'>{t('total')}</th>
                    <td>{hours(b.regularMinutes + b.ot1Minutes + b.ot2Minutes)}</td>
                    <td>{money(b.dailyOperatingIncome)}</td>
                  </tr>
                </tfoot>
              </table>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A two-column money table: label, amount; the last row is the total. */
function MoneyTable(
  { id, title, rows, total, testId }: {
    id: string;
    title: string;
    rows: Array<[string, number]>;
    total: [string, number];
    testId: string;
  },
) {
  const locale = useLocale();
  return (
    <table className='mp-table mp-table--money' aria-labelledby={id} data-testid={testId}>
      <tbody>
        {rows.map(([label, cents]) => (
          <tr key={label}>
            <th scope='row'>{label}</th>
            <td>{formatCents(cents, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope='row'>{total[0]}</th>
          <td>{formatCents(total[1], locale)}</td>
        </tr>
      </tfoot>
      <caption className='visually-hidden'>{title}</caption>
    </table>
  );
}

function CaregiverPay({ invoice, t }: { invoice: Invoice; t: T }) {
  const locale = useLocale();
  const b = invoice.invoiceBreakdown;
  const plan = b.pensionPlan;
  const p = b.payrollTaxes;
  const rows: Array<[string, number]> = [
    [t(`deduction.${plan}`), p.cppEmployee],
    [t(`deduction.${plan}2`), p.cpp2Employee],
    [t('ei'), p.eiEmployee],
  ];
  if (plan === 'QPP' || p.qpipEmployee) rows.push([t('qpip'), p.qpipEmployee]);
  rows.push([t('federalTax'), b.taxes.fedTax.total], [t('provincialTax'), b.taxes.provTax.total]);
  return (
    <section className='mp-section' aria-labelledby='mp-pay-title' data-testid='caregiver-pay'>
      <h2 id='mp-pay-title' className='mp-section__title'>{t('yourPay')}</h2>
      <MoneyTable
        id='mp-pay-title'
        title={t('yourPay')}
        testId='pay-gross'
        rows={[
          [t('regular'), b.totalRegularIncome],
          [t('ot1'), b.totalOt1Income],
          [t('ot2'), b.totalOt2Income],
          [t('vacationPay'), b.totalVacation],
        ]}
        total={[t('gross'), b.grossIncome]}
      />
      <h3 id='mp-deductions-title' className='mp-section__subtitle'>{t('deductions')}</h3>
      <MoneyTable
        id='mp-deductions-title'
        title={t('deductions')}
        testId='pay-deductions'
        rows={rows}
        total={[t('totalDeductions'), b.employeeDeductions]}
      />
      <p className='mp-net' data-testid='pay-net'>
        <span>{t('net')}</span> <strong>{formatCents(b.netIncome, locale)}</strong>
      </p>
      <PayCorrections invoice={invoice} t={t} side='caregiver' />
      {invoice.reimbursement && (
        <>
          <h3 id='mp-reimb-title' className='mp-section__subtitle'>{t('reimbursements')}</h3>
          <MoneyTable
            id='mp-reimb-title'
            title={t('reimbursements')}
            testId='pay-reimbursement'
            rows={[[t('reimbBgCheckTaxFree'), invoice.reimbursement.amount]]}
            total={[t('reimbTotal'), invoice.reimbursement.amount]}
          />
          <p className='mp-note'>{t('reimbCaregiverNote')}</p>
        </>
      )}
      {(invoice.reimbursement !== null || (invoice.adjustments?.length ?? 0) > 0) && (
        <p className='mp-net' data-testid='pay-deposit'>
          <span>{t('deposit')}</span> <strong>{formatCents(depositOf(invoice), locale)}</strong>
        </p>
      )}
    </section>
  );
}

/**
 * Corrections of earlier provisional pays this invoice carries (ADR 049): per corrected pay, the
 * difference per deduction (signed), and for the family its own contributions' difference.
 */
function PayCorrections(
  { invoice, t, side }: { invoice: Invoice; t: T; side: 'caregiver' | 'family' },
) {
  const locale = useLocale();
  const list = invoice.adjustments ?? [];
  if (!list.length) return null;
  const plan = invoice.invoiceBreakdown.pensionPlan;
  return (
    <div className='mp-corrections' data-testid={`${side}-corrections`}>
      <h3 className='mp-section__subtitle'>{t('corrections')}</h3>
      <p className='mp-note'>{t('correctionNote')}</p>
      {list.map((a) => {
        const id = `mp-corr-${side}-${a.id}`;
        const e = a.employee;
        const rows: Array<[string, number]> = [
          [t(`deduction.${plan}`), e.cpp],
          [t(`deduction.${plan}2`), e.cpp2],
          [t('ei'), e.ei],
          [t('qpip'), e.qpip],
          [t('federalTax'), e.federalTax],
          [t('provincialTax'), e.provincialTax],
        ];
        const r = a.employer;
        return (
          <div key={a.id}>
            <h4 id={id} className='mp-section__subtitle'>
              {t('correctionTitle', {
                date: formatDay(a.correctedPayDate, locale),
                edition: a.edition,
              })}
            </h4>
            <MoneyTable
              id={id}
              title={t('corrections')}
              testId='correction-employee'
              rows={rows.filter(([, cents]) => cents !== 0)}
              total={[t('correctionTotal'), e.total]}
            />
            {side === 'family' && r && (
              <MoneyTable
                id={id}
                title={t('correctionEmployer')}
                testId='correction-employer'
                rows={([
                  [t('employerMatch', { plan: t(`deduction.${plan}`) }), r.cpp],
                  [t('employerMatch', { plan: t(`deduction.${plan}2`) }), r.cpp2],
                  [t('eiEmployer'), r.ei],
                  [t('qpipEmployer'), r.qpip],
                ] as Array<[string, number]>).filter(([, cents]) => cents !== 0)}
                total={[t('correctionEmployerTotal'), r.total]}
              />
            )}
          </div>
        );
      })}
      {side === 'family' && (
        <p className='mp-note'>
          {t('correctionFamilyNote', { name: invoice.caregiverInfo.firstName })}
        </p>
      )}
    </div>
  );
}

/** The family's view of a reimbursement: on the invoice, paid by the platform, not charged. */
function FamilyReimbursement({ invoice, t }: { invoice: Invoice; t: T }) {
  const locale = useLocale();
  if (!invoice.reimbursement) return null;
  return (
    <p className='mp-note' data-testid='family-reimbursement'>
      {t('reimbFamilyNote', {
        amount: formatCents(invoice.reimbursement.amount, locale),
        name: invoice.caregiverInfo.firstName,
      })}
    </p>
  );
}

function FamilyCost({ invoice, t }: { invoice: Invoice; t: T }) {
  const locale = useLocale();
  const b = invoice.invoiceBreakdown;
  const payable = b.payableBreakdown;
  const employer = b.employerContributions;
  if (!payable || !employer) return null;
  const plan = b.pensionPlan;
  const employerRows: Array<[string, number]> = [
    [t('employerMatch', { plan: t(`deduction.${plan}`) }), employer.cpp],
    [t('employerMatch', { plan: t(`deduction.${plan}2`) }), employer.cpp2],
    [t('eiEmployer'), employer.ei],
  ];
  if (plan === 'QPP' || employer.qpip) employerRows.push([t('qpipEmployer'), employer.qpip]);
  employerRows.push([t('wcb'), employer.workersComp]);
  return (
    <section className='mp-section' aria-labelledby='mp-cost-title' data-testid='family-cost'>
      <h2 id='mp-cost-title' className='mp-section__title'>{t('cost')}</h2>
      <div className='mp-cost'>
        <div>
          <h3 id='mp-fee-title' className='mp-section__subtitle'>{t('feeModel')}</h3>
          <MoneyTable
            id='mp-fee-title'
            title={t('feeModel')}
            testId='cost-fee-model'
            rows={[
              [t('base'), b.totalOperatingIncome],
              [t('vacationPay'), b.totalVacation],
              [t('wages'), payable.base],
              [t('payrollTax'), payable.salesTax],
              [t('platformFee'), payable.poyoFee],
            ]}
            total={[t('feeTotal'), payable.totalPayable]}
          />
        </div>
        <div>
          <h3 id='mp-employer-title' className='mp-section__subtitle'>
            {t('employerContributions')}
          </h3>
          <MoneyTable
            id='mp-employer-title'
            title={t('employerContributions')}
            testId='cost-employer'
            rows={employerRows}
            total={[t('employerTotal'), employer.total]}
          />
        </div>
      </div>
      <p className='mp-net' data-testid='total-payable'>
        <span>{t('totalPayable')}</span>{' '}
        <strong>{formatCents(payable.totalPayable, locale)}</strong>
      </p>
      <FamilyReimbursement invoice={invoice} t={t} />
      <PayCorrections invoice={invoice} t={t} side='family' />
    </section>
  );
}

/** The parts the payroll domain could not verify, in its own words (its catalog, by key). */
function Unverified({ keys, t }: { keys: string[]; t: T }) {
  const p = useT(payrollMessages);
  if (!keys.length) return null;
  return (
    <aside className='mp-unverified' data-testid='unverified'>
      <p>{t('unverified')}</p>
      <ul>
        {[...new Set(keys)].map((k) => (
          <li key={k}>
            {Object.hasOwn(payrollMessages.en, k)
              ? p(k as PayrollMessageKey)
              : t('unverifiedOther')}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Everything below the header: the days, then the viewer's side of the money. */
export function InvoiceBody({ invoice, role }: { invoice: Invoice; role: Role }) {
  const t = useT(myPayMessages);
  return (
    <>
      <Days invoice={invoice} t={t} />
      {role === 'caregiver'
        ? <CaregiverPay invoice={invoice} t={t} />
        : <FamilyCost invoice={invoice} t={t} />}
      <Unverified keys={invoice.invoiceBreakdown.unverified} t={t} />
    </>
  );
}

export function InvoiceTitle({ invoice }: { invoice: Pick<Invoice, 'id'> }) {
  const t = useT(myPayMessages);
  return <>{t('invoiceNumber', { number: invoiceNumber(invoice.id) })}</>;
}
