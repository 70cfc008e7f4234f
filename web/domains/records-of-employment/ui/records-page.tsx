// /mypay/records-of-employment and /mypay/records-of-employment/{id}: the viewer's records of
// employment (as employer or employee) and one record's figures, read as the viewer (RLS: the
// family and the caregiver of the member, nobody else; anyone else gets the not-found page).
// The family gives the reason here and is told how to file it through ROE Web; both download
// the PDF and the CSV.
import { definePage, pageNotFound } from '../../../server/page.ts';
import { formatCalendarDate } from '../../../shared/dates.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import type { EmployerDetails } from '../../employer/model.ts';
import { listRecords, readRecord } from '../actions.server.ts';
import ReasonForm from '../islands/reason-form.tsx';
import { roeMessages } from '../messages.ts';
import { type RecordOfEmployment, ROE_WEB_URL } from '../model.ts';

type Data =
  | { kind: 'list'; viewerId: string; records: RecordOfEmployment[] }
  | {
    kind: 'record';
    viewerId: string;
    record: RecordOfEmployment;
    employer: EmployerDetails | null;
  };

export const page = definePage<Data>({
  title: (ctx) => translator(roeMessages, ctx.locale)(ctx.params.id ? 'recordTitle' : 'title'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    ctx.c.header('Cache-Control', 'private, no-store');
    if (!ctx.params.id) {
      return { kind: 'list', viewerId: viewer.id, records: await listRecords(viewer) };
    }
    const found = await readRecord(viewer, ctx.params.id).catch(() => null);
    if (!found) pageNotFound();
    return { kind: 'record', viewerId: viewer.id, ...found! };
  },
  Page: ({ data }) => (
    <div className='container roe-page'>
      {data.kind === 'list'
        ? <RecordList records={data.records} viewerId={data.viewerId} />
        : <RecordSheet record={data.record} employer={data.employer} viewerId={data.viewerId} />}
    </div>
  ),
});

function RecordList({ records, viewerId }: { records: RecordOfEmployment[]; viewerId: string }) {
  const t = useT(roeMessages);
  const locale = useLocale();
  return (
    <>
      <h1 className='roe-page__title'>{t('title')}</h1>
      <p>{t('intro')}</p>
      {records.length === 0
        ? <p data-testid='roe-none'>{t('none')}</p>
        : (
          <table className='roe-table' data-testid='roe-list'>
            <caption className='visually-hidden'>{t('listCaption')}</caption>
            <thead>
              <tr>
                <th scope='col'>{t('colCaregiver')}</th>
                <th scope='col'>{t('colFamily')}</th>
                <th scope='col'>{t('colFinal')}</th>
                <th scope='col'>{t('colReason')}</th>
                <th scope='col'>
                  <span className='visually-hidden'>{t('view')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={r.id}>
                  <td>{r.caregiverName}</td>
                  <td>{r.familyName}</td>
                  <td>{formatCalendarDate(r.finalPeriodEnd, locale)}</td>
                  <td>
                    {r.reasonCode
                      ? t(`reason.${r.reasonCode}`)
                      : r.familyId === viewerId
                      ? <strong>{t('reasonMissing')}</strong>
                      : t('reasonMissing')}
                  </td>
                  <td>
                    <a href={`/mypay/records-of-employment/${r.id}`}>{t('view')}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
    </>
  );
}

function RecordSheet(
  { record, employer, viewerId }: {
    record: RecordOfEmployment;
    employer: EmployerDetails | null;
    viewerId: string;
  },
) {
  const t = useT(roeMessages);
  const locale = useLocale();
  const family = record.familyId === viewerId;
  const f = record.figures;
  const date = (d: string) => formatCalendarDate(d, locale);
  const money = (c: number) => formatCents(c, locale);
  return (
    <>
      <p className='roe-page__eyebrow'>
        <a href='/mypay/records-of-employment'>{t('title')}</a>
      </p>
      <h1 className='roe-page__title'>
        {t('recordTitle')} – {record.caregiverName}
      </h1>
      <dl className='roe-facts'>
        <dt>{t('colFamily')}</dt>
        <dd>{employer?.legalName ?? record.familyName}</dd>
        <dt>{t('colCause')}</dt>
        <dd data-testid='roe-cause'>{t(`cause.${record.cause}`)}</dd>
        <dt>{t('colReason')}</dt>
        <dd data-testid='roe-reason'>
          {record.reasonCode ? t(`reason.${record.reasonCode}`) : t('reasonMissing')}
        </dd>
      </dl>
      {family && (
        <Island
          name='records-of-employment/reason-form'
          component={ReasonForm}
          props={{ id: record.id, reasonCode: record.reasonCode }}
        />
      )}
      <section aria-labelledby='roe-figures-title'>
        <h2 id='roe-figures-title'>{t('figures')}</h2>
        {f && (
          <>
            <table className='roe-table roe-table--blocks' data-testid='roe-blocks'>
              <caption className='visually-hidden'>{t('figures')}</caption>
              <tbody>
                <tr>
                  <th scope='row'>{t('payPeriodType')}</th>
                  <td>{t('weekly')}</td>
                </tr>
                <tr>
                  <th scope='row'>{t('firstDayWorked')}</th>
                  <td data-testid='roe-first-day'>{date(f.firstDayWorked)}</td>
                </tr>
                <tr>
                  <th scope='row'>{t('lastDayPaid')}</th>
                  <td data-testid='roe-last-day'>{date(f.lastDayPaid)}</td>
                </tr>
                <tr>
                  <th scope='row'>{t('finalPeriodEnd')}</th>
                  <td data-testid='roe-final-period'>{date(f.finalPeriodEnd)}</td>
                </tr>
                <tr>
                  <th scope='row'>{t('totalHours')}</th>
                  <td data-testid='roe-total-hours'>{f.totalHours}</td>
                </tr>
                <tr>
                  <th scope='row'>{t('totalEarnings')}</th>
                  <td data-testid='roe-total-earnings'>{money(f.totalEarningsCents)}</td>
                </tr>
                <tr>
                  <th scope='row'>{t('vacationSeparation')}</th>
                  <td>{money(f.vacationPaySeparationCents)}</td>
                </tr>
              </tbody>
            </table>
            <p className='roe-muted'>
              {t('vacationNote', { amount: money(f.finalPeriodVacationCents) })}
            </p>
            <h3 id='roe-periods-title'>{t('periodsTitle')}</h3>
            <div className='roe-scroll' tabIndex={0} aria-labelledby='roe-periods-title'>
              <table className='roe-table' data-testid='roe-periods'>
                <caption className='visually-hidden'>{t('periodsTitle')}</caption>
                <thead>
                  <tr>
                    <th scope='col'>{t('colPeriod')}</th>
                    <th scope='col'>{t('colPeriodEnd')}</th>
                    <th scope='col'>{t('colHours')}</th>
                    <th scope='col'>{t('colEarnings')}</th>
                  </tr>
                </thead>
                <tbody>
                  {f.periods.map((p) => (
                    <tr key={p.number}>
                      <td>{p.number}</td>
                      <td>{date(p.periodEnd)}</td>
                      <td>{p.hours.toFixed(2)}</td>
                      <td>{money(p.earningsCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <p className='roe-downloads'>
        <a
          className='button button--secondary'
          href={`/api/records-of-employment/${record.id}/pdf`}
          data-testid='roe-pdf'
          download
        >
          {t('downloadPdf')}
        </a>{' '}
        <a
          className='button button--secondary'
          href={`/api/records-of-employment/${record.id}/csv`}
          data-testid='roe-csv'
          download
        >
          {t('downloadCsv')}
        </a>
      </p>
      {family
        ? (
          <p className='roe-howto' data-testid='roe-howto'>
            {t('familyHowTo')}{' '}
            <a href={ROE_WEB_URL} rel='noopener noreferrer' target='_blank'>{t('roeWebLink')}</a>
          </p>
        )
        : <p className='roe-howto' data-testid='roe-howto'>{t('caregiverHowTo')}</p>}
    </>
  );
}
