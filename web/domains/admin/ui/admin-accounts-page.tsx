// /admin/accounts (issue 20 point 32; spec 000 §1: staff may delete duplicate or breaching
// accounts). Staff search by email, name or member number, then close an account with a reason
// (a confirmation dialog); the admin trail of closed accounts is listed below. Both lists are the
// admin/account-tables island, sortable. The closing rule itself is the accounts domain's (ADR 040).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { parseTableQuery } from '../../../components/data-table-state.ts';
import { findAccounts, listAccountClosures } from '../../accounts/actions.server.ts';
import { adminMessages } from '../messages.ts';
import AccountTables, {
  type AccountTablesProps,
  RESULTS_TABLE,
  TRAIL_TABLE,
} from '../islands/account-tables.tsx';

type Data = AccountTablesProps;

const iso = (d: Date | string) => new Date(d).toISOString();

function AccountsPage({ data }: { data: Data }) {
  const t = useT(adminMessages);
  return (
    <div className='container admin-accounts'>
      <header className='admin-home__header'>
        <h1>{t('accountsTitle')}</h1>
        <p>{t('accountsIntro')}</p>
      </header>
      <form className='admin-accounts__search' method='get' action='/admin/accounts' role='search'>
        <div className='field'>
          <label className='field__label' htmlFor='admin-accounts-q'>{t('searchLabel')}</label>
          <div className='field__control'>
            <input
              id='admin-accounts-q'
              className='field__input'
              type='search'
              name='q'
              defaultValue={data.query}
              maxLength={120}
            />
          </div>
        </div>
        <button type='submit' className='button button--primary'>{t('search')}</button>
      </form>
      <Island name='admin/account-tables' component={AccountTables} props={data} />
    </div>
  );
}

export const page = definePage<Data>({
  title: (ctx) => translator(adminMessages, ctx.locale)('accountsTitle'),
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    // The route's guard admitted only admins; the reads are RLS's admins-only ones.
    const viewer = ctx.viewer!;
    const query = (ctx.url.searchParams.get('q') ?? '').trim().slice(0, 120);
    const [accounts, closures] = await Promise.all([
      findAccounts(viewer, query),
      listAccountClosures(viewer),
    ]);
    return {
      query,
      accounts: accounts.map((a) => ({
        id: a.id,
        userIdNumber: a.userIdNumber,
        userType: a.userType,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        createdAt: iso(a.createdAt),
        closedAt: a.closedAt ? iso(a.closedAt) : null,
      })),
      closures: closures.map((c) => ({
        id: c.id,
        accountUserIdNumber: c.accountUserIdNumber,
        accountUserType: c.accountUserType,
        closedAs: c.closedAs,
        reason: c.reason,
        createdAt: iso(c.createdAt),
        closedByName: c.closedByName,
      })),
      resultsSort: parseTableQuery(ctx.url.searchParams, RESULTS_TABLE).sort,
      trailSort: parseTableQuery(ctx.url.searchParams, TRAIL_TABLE).sort,
    };
  },
  Page: AccountsPage,
});
