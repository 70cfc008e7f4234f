// /admin/inquiries (staff): Contact Us messages, newest first (or by name, email or subject),
// 25 to a page, searched by name, email or subject (?q=&sort=&page=, a bad value is the first
// page). Read as the admin, so RLS is what lets them see the rows. The search, the count and the
// table are the contact/inquiries-table island.
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { parseTableQuery, pastTheEnd, tableHref } from '../../../components/data-table-state.ts';
import { inquiriesMessages } from '../inquiries-messages.ts';
import { listInquiries } from '../actions.server.ts';
import * as v from 'valibot';
import { INQUIRY_SEARCH_MAX, INQUIRY_TABLE } from '../model.ts';
import InquiriesTable, { type InquiriesTableProps } from '../islands/inquiries-table.tsx';

// What the search box sends, trimmed and cut to its length; anything else is no search.
const SearchParam = v.fallback(
  v.pipe(v.string(), v.trim(), v.transform((s) => s.slice(0, INQUIRY_SEARCH_MAX))),
  '',
);

export const page = definePage<InquiriesTableProps>({
  title: (ctx) => inquiriesMessages[ctx.locale].adminPageTitle,
  load: async ({ c, viewer, url }) => {
    const query = parseTableQuery(url.searchParams, INQUIRY_TABLE);
    const search = v.parse(SearchParam, url.searchParams.get('q'));
    // The route's guard already admitted only admins.
    const { inquiries, total } = await listInquiries(viewer!, query.page, query.sort, search);
    if (pastTheEnd(query.page, total, INQUIRY_TABLE.pageSize)) {
      const first = { ...query, page: 1 };
      return c.redirect(tableHref('/admin/inquiries', INQUIRY_TABLE, first, { q: search }));
    }
    return { inquiries, total, query, search };
  },
  Page: ({ data }) => {
    const t = useT(inquiriesMessages);
    return (
      <div className='container ps-admin'>
        <header className='ps-admin__header'>
          <h1>{t('adminHeading')}</h1>
          <p>{t('adminIntro')}</p>
        </header>
        <Island
          name='contact/inquiries-table'
          component={InquiriesTable}
          hydrate='interaction'
          props={data}
        />
      </div>
    );
  },
});
