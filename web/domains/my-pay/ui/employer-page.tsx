// /mypay/employer (issue 23 points 1 and 2): the family's Employer tab of My Pay. Families only
// (the route's guard). The frame is ours; the employer details form and the year's monthly
// remittances are the employer domain's islands, placed by name, with what its actions read
// as the family (RLS).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { employerOverview } from '../../employer/actions.server.ts';
import { myPayMessages } from '../messages.ts';
import { MyPayFrame } from './my-pay-frame.tsx';

type Data = Awaited<ReturnType<typeof employerOverview>>;

export const page = definePage<Data>({
  title: (ctx) => translator(myPayMessages, ctx.locale)('tab.employer'),
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    const year = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' })
        .format(new Date()),
    );
    return await employerOverview(ctx.viewer!, year);
  },
  Page: ({ data }) => (
    <MyPayFrame role='family' tab='employer'>
      <div className='card mp-section'>
        <Island name='employer/details-form' props={{ details: data.details }} />
      </div>
      <Island
        name='employer/remittances'
        props={{ year: data.year, remittances: data.remittances, today: data.today }}
      />
    </MyPayFrame>
  ),
});
