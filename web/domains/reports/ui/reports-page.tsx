// /reports (spec 001 Reports): the first page read on the server as the user (an admin's over
// the last 7 days, listReports' rule), kept live and paged by the island.
import { definePage } from '../../../server/page.ts';
import { translator } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import { listReports } from '../actions.server.ts';
import ReportsList, { type ReportsListProps } from '../islands/reports-list.tsx';
import { reportsMessages } from '../messages.ts';

export const page = definePage<ReportsListProps>({
  title: (ctx) => translator(reportsMessages, ctx.locale)('pageTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    return { role: viewer.userType, initial: await listReports(viewer) };
  },
  Page: ({ data }) => (
    <div className={`container rp-page${data.role === 'admin' ? '' : ' rp-page--narrow'}`}>
      <Island name='reports/reports-list' component={ReportsList} props={data} />
    </div>
  ),
});
