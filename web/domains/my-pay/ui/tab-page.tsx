// /mypay and /mypay/{timesheet|history|invoice} (spec 002 §2): the initial tab comes from the
// path, otherwise /mypay/invoice (the spec gives `timesheet` no screen, so it goes there too).
//   /mypay/invoice  leads to the first current (unpaid) invoice, or shows 'No active invoices';
//                   after a refused invoice (?denied=id) the spec's authorization message shows.
//   /mypay/history  the paid invoices, 10 a page (a family picks a caregiver), sortable (the
//                   my-pay/history-table island; ?sort=&page=, a bad value is the first page),
//                   and the chart of the trailing 12 months.
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import {
  parseTableQuery,
  tableHref,
  type TableQuery,
} from '../../../components/data-table-state.ts';
import { currentInvoices, invoiceDashboard, listInvoices } from '../../invoices/actions.server.ts';
import { employerDetailsMissing } from '../../employer/actions.server.ts';
import type { Invoice, InvoiceSortColumn } from '../../invoices/model.ts';
import { listMembers } from '../../team/actions.server.ts';
import { taxSlipsSection } from '../../tax-slips/actions.server.ts';
import PayChart, { type PayChartProps } from '../islands/pay-chart.tsx';
import HistoryTable, { type HistoryRow } from '../islands/history-table.tsx';
import { myPayMessages } from '../messages.ts';
import {
  chartSeries,
  HISTORY_TABLE,
  invoiceNumber,
  invoicePath,
  isUuid,
  localDay,
  otherParty,
  pageCount,
  type Role,
  roleOf,
  tabPath,
  tabRedirect,
} from '../model.ts';
import { MyPayFrame, tabLabelKey } from './my-pay-frame.tsx';

type Option = { id: string; name: string };
type HistoryData = {
  tab: 'history';
  role: Role;
  rows: HistoryRow[];
  total: number;
  query: TableQuery<InvoiceSortColumn>;
  /** The page's other parameters, kept by sorting and paging. */
  keep: Record<string, string>;
  memberId: string | null;
  members: Option[];
  chart: PayChartProps;
  // The tax-slips domain's section (issue 23): T4/RL-1 slips, the Summary and the XML return.
  taxSlips: Awaited<ReturnType<typeof taxSlipsSection>>;
};
// employerMissing: a family without a payroll account number is reminded (issue 23).
type Data =
  & ({ tab: 'invoice'; role: Role; denied: string | null } | HistoryData)
  & { employerMissing?: boolean };

export const page = definePage<Data>({
  title: (ctx, data) => translator(myPayMessages, ctx.locale)(tabLabelKey(data.tab, data.role)),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    const role = roleOf(viewer.userType);
    if (!role) return ctx.c.redirect('/dashboard', 302);
    const tab = ctx.url.pathname.replace(/\/+$/, '').split('/')[2];
    const redirect = tabRedirect(tab);
    if (redirect) return ctx.c.redirect(redirect, 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const query = ctx.url.searchParams;

    if (tab === 'invoice') {
      const deniedRaw = query.get('denied');
      const denied = deniedRaw && isUuid(deniedRaw) ? deniedRaw : null;
      const [first] = await currentInvoices(viewer);
      if (first) {
        const suffix = denied ? `?denied=${denied}` : '';
        return ctx.c.redirect(`${invoicePath(first.id)}${suffix}`, 302);
      }
      return {
        tab: 'invoice',
        role,
        denied,
        employerMissing: await employerDetailsMissing(viewer),
      };
    }

    const memberRaw = role === 'family' ? query.get('member') : null;
    const memberId = memberRaw && isUuid(memberRaw) ? memberRaw : null;
    const table = parseTableQuery(query, HISTORY_TABLE);
    const requested = table.page;
    const keep: Record<string, string> = {};
    if (memberId) keep.member = memberId;
    const taxYear = query.get('taxYear');
    if (taxYear && /^\d{4}$/.test(taxYear)) keep.taxYear = taxYear;
    const [list, dash, team, employerMissing, taxSlips] = await Promise.all([
      listInvoices(viewer, { paidOnly: true, page: requested, memberId, sort: table.sort }),
      invoiceDashboard(viewer),
      role === 'family' ? listMembers(viewer) : Promise.resolve([]),
      employerDetailsMissing(viewer),
      taxSlipsSection(viewer, query.get('taxYear'), tabPath('history')),
    ]);
    const last = pageCount(list.total);
    if (requested > last) {
      const lastPage = { ...table, page: last };
      return ctx.c.redirect(tableHref(tabPath('history'), HISTORY_TABLE, lastPage, keep), 302);
    }
    const months = dash.months;
    const bars = chartSeries(
      months.map((m) => ({
        paidAt: `${m.month}-01`,
        cents: role === 'family' ? m.totalPayableCents ?? 0 : m.netCents,
      })),
      `${months[months.length - 1]?.month ?? new Date().toISOString().slice(0, 7)}-01`,
    );
    return {
      tab: 'history',
      role,
      rows: list.invoices.map((inv) => historyRow(inv, role)),
      total: list.total,
      query: table,
      keep,
      memberId,
      members: team.map((m) => ({
        id: m.id,
        name: `${m.caregiverInfo.firstName} ${m.caregiverInfo.lastName}`.trim(),
      })),
      chart: { title: role === 'family' ? 'chartFamily' : 'chartCaregiver', bars },
      employerMissing,
      taxSlips,
    };
  },
  Page: ({ data }) => (
    <MyPayFrame role={data.role} tab={data.tab}>
      {data.employerMissing && (
        <Island name='employer/details-reminder' props={{}} hydrate='interaction' />
      )}
      {data.tab === 'invoice' ? <NoActiveInvoices denied={data.denied} /> : <History {...data} />}
    </MyPayFrame>
  ),
});

function NoActiveInvoices({ denied }: { denied: string | null }) {
  const t = useT(myPayMessages);
  return (
    <>
      {denied && (
        <p className='alert alert--warning mp-notice' role='alert'>
          {t('notAuthorized', { id: denied })}
        </p>
      )}
      <div className='card mp-empty' data-testid='no-active-invoices'>
        <p className='mp-empty__title'>{t('noActiveInvoices')}</p>
        <p className='mp-muted'>{t('noActiveInvoicesHint')}</p>
      </div>
    </>
  );
}

function History(
  { role, rows, total, query, keep, memberId, members, chart, taxSlips }: HistoryData,
) {
  const t = useT(myPayMessages);
  return (
    <div className='mp-history'>
      <Island name='my-pay/pay-chart' component={PayChart} props={chart} hydrate='interaction' />
      <section className='mp-section' aria-labelledby='mp-history-title'>
        <div className='mp-history__head'>
          <h2 id='mp-history-title' className='mp-section__title'>{t('paidInvoices')}</h2>
          {role === 'family' && members.length > 0 && (
            <form className='mp-filter' method='get' action={tabPath('history')}>
              <label>
                <span>{t('caregiverPicker')}</span>
                <select name='member' defaultValue={memberId ?? ''}>
                  <option value=''>{t('allCaregivers')}</option>
                  {members.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
                </select>
              </label>
              <button type='submit' className='button button--outline'>{t('show')}</button>
            </form>
          )}
        </div>
        {rows.length === 0
          ? (
            <div className='card mp-empty' data-testid='no-history'>
              <p className='mp-empty__title'>{t('noHistory')}</p>
            </div>
          )
          : (
            <Island
              name='my-pay/history-table'
              component={HistoryTable}
              hydrate='interaction'
              props={{ role, rows, total, query, keep }}
            />
          )}
      </section>
      <Island name='tax-slips/tax-slips-panel' props={taxSlips} hydrate='interaction' />
    </div>
  );
}

/** A paid invoice as the history table shows it: the other party, and the amount each cares about. */
function historyRow(inv: Invoice, role: Role): HistoryRow {
  const other = otherParty(inv, role);
  const b = inv.invoiceBreakdown;
  return {
    id: inv.id,
    number: invoiceNumber(inv.id),
    name: `${other.firstName} ${other.lastName}`,
    weekStart: inv.weekStart,
    weekEnd: inv.weekEnd,
    amount: role === 'family' ? b.payableBreakdown?.totalPayable ?? b.grossIncome : b.netIncome,
    paidDay: inv.paidOn ? localDay(inv.paidOn, inv.timeZone) : null,
  };
}
