// /reports/{reportId} (spec 001 Reports): read on the server as the user. An admin's reading
// marks the report Read (readReport). A report the user may not read (not
// theirs, older than 7 days for an admin, or no such id) renders the server's message with a
// Back link, never its content.
import { ApiError } from '../../../server/http.server.ts';
import { definePage } from '../../../server/page.ts';
import { renderText, translator } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import { readReport } from '../actions.server.ts';
import ReportView, { type ReportViewProps } from '../islands/report-view.tsx';
import { reportsMessages } from '../messages.ts';

export const page = definePage<ReportViewProps>({
  title: (ctx, data) =>
    data.report?.title ?? translator(reportsMessages, ctx.locale)('detailTitle'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    ctx.c.header('Cache-Control', 'private, no-store');
    const reportId = ctx.params.reportId;
    try {
      const report = await readReport(viewer, reportId);
      return { role: viewer.userType, reportId, report, error: null };
    } catch (err) {
      if (!(err instanceof ApiError && [403, 404].includes(err.status))) throw err;
      const first = Object.values(err.errors)[0];
      return {
        role: viewer.userType,
        reportId,
        report: null,
        error: first ? renderText(first, ctx.locale) : null,
      };
    }
  },
  Page: ({ data }) => (
    <div className='container rp-page rp-page--narrow'>
      <Island name='reports/report-view' component={ReportView} props={data} />
    </div>
  ),
});
