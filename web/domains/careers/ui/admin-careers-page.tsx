// /admin/careers (staff): every position, published or not, with the tools to change them.
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { useT } from '../../../shared/i18n.tsx';
import { careersMessages } from '../messages.ts';
import { listAllCareers } from '../actions.server.ts';
import { type AdminCareer, CAREERS_TABLE, type CareersColumn } from '../model.ts';
import { parseTableQuery, type TableSort } from '../../../components/data-table-state.ts';
import CareersAdmin from '../islands/careers-admin.tsx';

export const page = definePage<{ careers: AdminCareer[]; sort: TableSort<CareersColumn> }>({
  title: (ctx) => careersMessages[ctx.locale].adminPageTitle,
  // The route's guard already admitted only admins; RLS shows them every row.
  load: async ({ viewer, url }) => ({
    careers: await listAllCareers(viewer!),
    sort: parseTableQuery(url.searchParams, CAREERS_TABLE).sort,
  }),
  Page: ({ data }) => {
    const t = useT(careersMessages);
    return (
      <div className='container ps-admin'>
        <header className='ps-admin__header'>
          <h1>{t('adminHeading')}</h1>
          <p>{t('adminIntro')}</p>
        </header>
        <Island
          name='careers/careers-admin'
          component={CareersAdmin}
          props={{ initial: data.careers, sort: data.sort }}
        />
      </div>
    );
  },
});
