// /admin: the staff's home, one tile per queue with what waits in it (issue 13).
import { definePage } from '../../../server/page.ts';
import { translator, useT } from '../../../shared/i18n.tsx';
import { readAdminHome } from '../actions.server.ts';
import { adminMessages } from '../messages.ts';
import { ADMIN_QUEUE_LINKS, type AdminHome, type AdminQueue } from '../model.ts';

const TILES: { queue: AdminQueue; waitingKey: keyof typeof adminMessages.en }[] = [
  { queue: 'reports', waitingKey: 'reportsWaiting' },
  { queue: 'backgroundChecks', waitingKey: 'backgroundChecksWaiting' },
  { queue: 'inquiries', waitingKey: 'inquiriesWaiting' },
  { queue: 'careers', waitingKey: 'careersWaiting' },
];

function AdminHomePage({ data }: { data: AdminHome }) {
  const t = useT(adminMessages);
  return (
    <div className='container admin-home'>
      <header className='admin-home__header'>
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </header>
      <ul className='admin-home__tiles'>
        {TILES.map(({ queue, waitingKey }) => {
          const count = data.waiting[queue];
          return (
            <li key={queue}>
              <a
                className={`admin-tile${count ? ' admin-tile--waiting' : ''}`}
                href={ADMIN_QUEUE_LINKS[queue]}
              >
                <span className='admin-tile__title'>{t(queue)}</span>
                <span className='admin-tile__count' aria-hidden='true'>{count ?? '–'}</span>
                <span className='admin-tile__what'>
                  {count === null ? t('unavailable') : t(waitingKey, { count })}
                </span>
              </a>
            </li>
          );
        })}
        <li>
          <a className='admin-tile' href='/admin/accounts'>
            <span className='admin-tile__title'>{t('accounts')}</span>
            <span className='admin-tile__what'>{t('accountsWhat')}</span>
          </a>
        </li>
        <li>
          <a className='admin-tile' href='/admin/audit'>
            <span className='admin-tile__title'>{t('audit')}</span>
            <span className='admin-tile__what'>{t('auditWhat')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

export const page = definePage<AdminHome>({
  title: (ctx) => translator(adminMessages, ctx.locale)('title'),
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    // The route's guard admitted only admins.
    return await readAdminHome(ctx.viewer!);
  },
  Page: AdminHomePage,
});
