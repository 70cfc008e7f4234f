// /jobs, /jobs/search and /jobs/search/{jobQuery} (spec 002 §2): the query is read from the path
// on the server with the grammar of schemas.ts; the island searches and keeps the path in step.
import { definePage } from '../../../server/page.ts';
import { translator } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import JobSearch, { type JobSearchProps } from '../islands/job-search.tsx';
import { readJobQuery } from './search-state.ts';
import { jobsUi } from '../ui-messages.ts';

export const page = definePage<JobSearchProps>({
  title: (ctx) => translator(jobsUi, ctx.locale)('titleSearch'),
  // deno-lint-ignore require-await
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    // Job search is the caregivers'; a family looking for work to fill looks for caregivers
    // (issue 20 point 26): it lands on their search rather than on a search it may not run.
    if (ctx.viewer?.userType === 'family') return ctx.c.redirect('/caregivers', 302);
    return { query: readJobQuery(ctx.params.jobQuery) };
  },
  Page: ({ data }) => (
    <div className='container jb-page'>
      <Island name='jobs/job-search' component={JobSearch} props={data} />
    </div>
  ),
});
