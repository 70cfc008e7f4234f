// /mypay and /mypay/{timesheet|history|invoice} (spec 002 §2): the initial tab comes from the
// path, otherwise /mypay/invoice (the spec gives `timesheet` no screen, so it goes there too).
//   /mypay/invoice  leads to the first current (unpaid) invoice, or shows 'No active invoices';
//                   after a refused invoice (?denied=id) the spec's authorization message shows.
//   /mypay/history  the paid invoices, 10 a page (a family picks a caregiver), and the chart of
//                   the trailing 12 months.
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatCents } from '../../../shared/money.ts';
import { currentInvoices, invoiceDashboard, listInvoices } from '../../invoices/actions.server.ts';
import { employerDetailsMissing } from '../../employer/actions.server.ts';
import type { Invoice } from '../../invoices/model.ts';
import { listMembers } from '../../team/actions.server.ts';
import { taxSlipsSection } from '../../tax-slips/actions.server.ts';
import PayChart, { type PayChartProps } from '../islands/pay-chart.tsx';
import { myPayMessages } from '../messages.ts';
import {
  chartSeries,
  formatDay,
  HISTORY_PAGE_SIZE,
  historyPath,
  invoiceNumber,
  invoicePath,
  isUuid,
  localDay,
  otherParty,
  pageCount,
  parsePage,
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
  invoices: Invoice[];
  total: number;
  page: number;
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
    const requested = parsePage(query.get('page'));
    const [list, dash, team, employerMissing, taxSlips] = await Promise.all([
      listInvoices(viewer, { paidOnly: true, page: requested, memberId }),
      invoiceDashboard(viewer),
      role === 'family' ? listMembers(viewer) : Promise.resolve([]),
      employerDetailsMissing(viewer),
      taxSlipsSection(viewer, query.get('taxYear'), tabPath('history')),
    ]);
    const last = pageCount(list.total);
    if (requested > last) {
      const params = new URLSearchParams();
      if (memberId) params.set('member', memberId);
      if (last > 1) params.set('page', String(last));
      const search = params.size ? `?${params}` : '';
      return ctx.c.redirect(`${tabPath('history')}${search}`, 302);
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
      invoices: list.invoices,
      total: list.total,
      page: requested,
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
  { role, invoices, total, page, memberId, members, chart, taxSlips }: HistoryData,
) {
  const t = useT(myPayMessages);
  const locale = useLocale();
  const pages = pageCount(total);
  const from = total ? (page - 1) * HISTORY_PAGE_SIZE + 1 : 0;
  const to = Math.min(total, page * HISTORY_PAGE_SIZE);
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (memberId) params.set('member', memberId);
    if (n > 1) params.set('page', String(n));
    return `${tabPath('history')}${params.size ? `?${params}` : ''}`;
  };
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
        {invoices.length === 0
          ? (
            <div className='card mp-empty' data-testid='no-history'>
              <p className='mp-empty__title'>{t('noHistory')}</p>
            </div>
          )
          : (
            <>
              <p className='mp-muted'>{t('showing', { from, to, total })}</p>
              <ul className='mp-rows' role='list' data-testid='history-list'>
                {invoices.map((inv) => {
                  const other = otherParty(inv, role);
                  const b = inv.invoiceBreakdown;
                  const amount = role === 'family'
                    ? b.payableBreakdown?.totalPayable ?? b.grossIncome
                    : b.netIncome;
                  return (
                    <li key={inv.id}>
                      <a className='mp-row card' href={historyPath(inv.id)}>
                        <span className='mp-row__number'>
                          {t('invoiceNumber', { number: invoiceNumber(inv.id) })}
                        </span>
                        <span className='mp-row__name'>
                          {`${other.firstName} ${other.lastName}`}
                        </span>
                        <span className='mp-muted'>
                          {t('weekRange', {
                            start: formatDay(inv.weekStart, locale),
                            end: formatDay(inv.weekEnd, locale),
                          })}
                        </span>
                        <span className='mp-row__amount'>{formatCents(amount, locale)}</span>
                        {inv.paidOn && (
                          <span className='mp-muted'>
                            {t('paidOn')} {formatDay(localDay(inv.paidOn, inv.timeZone), locale)}
                          </span>
                        )}
                      </a>
                    </li>
                  );
                })}
              </ul>
              {pages > 1 && (
                <nav className='mp-pager' aria-label={t('pagination')}>
                  {page > 1
                    ? (
                      <a className='button button--outline' href={pageHref(page - 1)}>
                        {t('previousPage')}
                      </a>
                    )
                    : <span />}
                  <span aria-current='page'>{t('pageOf', { page, pages })}</span>
                  {page < pages
                    ? (
                      <a className='button button--outline' href={pageHref(page + 1)}>
                        {t('nextPage')}
                      </a>
                    )
                    : <span />}
                </nav>
              )}
            </>
          )}
      </section>
      <Island name='tax-slips/tax-slips-panel' props={taxSlips} hydrate='interaction' />
    </div>
  );
}
