// /admin/accounts (issue 20 point 32; spec 000 §1: staff may delete duplicate or breaching
// accounts). Staff search by email, name or member number, then close an account with a reason
// (the admin/close-account island: a confirmation dialog); the admin trail of closed accounts is
// listed below. The closing rule itself is the accounts domain's (ADR 040).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useLocale, useT } from '../../../shared/i18n.tsx';
import { formatInstantDate } from '../../../shared/dates.ts';
import { AdminTable } from '../../../components/admin-table.tsx';
import {
  type AccountRow,
  type ClosureRow,
  findAccounts,
  listAccountClosures,
} from '../../accounts/actions.server.ts';
import { adminMessages } from '../messages.ts';
import { STAFF_TIME_ZONE, USER_TYPE_KEYS } from '../model.ts';
import CloseAccount from '../islands/close-account.tsx';

type Data = { query: string; accounts: AccountRow[]; closures: ClosureRow[] };

function AccountsPage({ data }: { data: Data }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const day = (d: Date | string) => formatInstantDate(d, locale, STAFF_TIME_ZONE);
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
      {data.query && (
        <AdminTable
          isEmpty={data.accounts.length === 0}
          emptyText={t('noResults', { query: data.query })}
          captionId='admin-accounts-results'
          caption={t('resultsCaption', { query: data.query })}
          className='admin-accounts__table'
          head={
            <>
              <th scope='col'>{t('colName')}</th>
              <th scope='col'>{t('colEmail')}</th>
              <th scope='col'>{t('colType')}</th>
              <th scope='col'>{t('colNumber')}</th>
              <th scope='col'>{t('colJoined')}</th>
              <th scope='col'>{t('colStatus')}</th>
              <th scope='col'>{t('colAction')}</th>
            </>
          }
        >
          {data.accounts.map((a) => {
            const name = `${a.firstName} ${a.lastName}`.trim() || a.email;
            return (
              <tr key={a.id}>
                <th scope='row'>{name}</th>
                <td>{a.email}</td>
                <td>{t(USER_TYPE_KEYS[a.userType])}</td>
                <td>{a.userIdNumber}</td>
                <td>{day(a.createdAt)}</td>
                <td>
                  {a.closedAt ? t('statusClosed', { date: day(a.closedAt) }) : t('statusOpen')}
                </td>
                <td>
                  {!a.closedAt && a.userType !== 'admin' && (
                    <Island
                      name='admin/close-account'
                      component={CloseAccount}
                      props={{
                        accountId: a.id,
                        userIdNumber: a.userIdNumber,
                        name,
                        email: a.email,
                      }}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      <section className='admin-accounts__trail' aria-labelledby='admin-accounts-trail'>
        <h2 id='admin-accounts-trail'>{t('trailTitle')}</h2>
        <AdminTable
          isEmpty={data.closures.length === 0}
          emptyText={t('trailEmpty')}
          captionId='admin-accounts-trail-caption'
          caption={t('trailCaption')}
          className='admin-accounts__table'
          head={
            <>
              <th scope='col'>{t('colWhen')}</th>
              <th scope='col'>{t('colAccount')}</th>
              <th scope='col'>{t('colBy')}</th>
              <th scope='col'>{t('colReason')}</th>
            </>
          }
        >
          {data.closures.map((c) => (
            <tr key={c.id}>
              <td>{day(c.createdAt)}</td>
              <th scope='row'>
                {c.accountUserIdNumber} · {t(USER_TYPE_KEYS[c.accountUserType])}
              </th>
              <td>{c.closedAs === 'self' ? t('closedBySelf') : c.closedByName ?? '–'}</td>
              <td className='admin-accounts__reason'>{c.reason}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
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
    return { query, accounts, closures };
  },
  Page: AccountsPage,
});
