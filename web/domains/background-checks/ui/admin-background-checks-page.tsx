// /admin/background-checks (staff): the background-check queue, submitted first, 25 a page. The
// address carries the sort, the page and the state shown (?sort=-submitted&page=2&state=approved);
// a value the queue does not know is ignored (the default, the first page). The route's guard
// admits admins only; the action reads as the admin (RLS lets staff see every check).
import * as v from 'valibot';
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { parseTableQuery, pastTheEnd, tableHref } from '../../../components/data-table-state.ts';
import { pageBackgroundCheckQueue } from '../actions.server.ts';
import AdminBackgroundChecksQueue, {
  type AdminBackgroundChecksProps,
} from '../islands/admin-background-checks-queue.tsx';
import { BG_QUEUE_STATES, BG_QUEUE_TABLE } from '../model.ts';
import { bgCheckMessages } from '../messages.ts';

const StateParam = v.fallback(v.nullable(v.picklist(BG_QUEUE_STATES)), null);

export const page = definePage<AdminBackgroundChecksProps>({
  title: (ctx) => translator(bgCheckMessages, ctx.locale)('adminBgTitle'),
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    const search = ctx.url.searchParams;
    const state = v.parse(StateParam, search.get('state'));
    const query = parseTableQuery(search, BG_QUEUE_TABLE);
    const { items, total } = await pageBackgroundCheckQueue(ctx.viewer!, query, state ?? undefined);
    if (pastTheEnd(query.page, total, BG_QUEUE_TABLE.pageSize)) {
      const first = { ...query, page: 1 };
      return ctx.c.redirect(
        tableHref('/admin/background-checks', BG_QUEUE_TABLE, first, { state: state ?? '' }),
      );
    }
    return { items, total, query, state };
  },
  Page: ({ data }) => {
    const t = useT(bgCheckMessages);
    return (
      <div className='container ps-admin'>
        <header className='ps-admin__header'>
          <h1>{t('adminBgHeading')}</h1>
          <p>{t('adminBgIntro')}</p>
        </header>
        <Island
          name='background-checks/admin-background-checks-queue'
          component={AdminBackgroundChecksQueue}
          props={data}
        />
      </div>
    );
  },
});
