// /myteam/{memberId}/shift/{shiftId} and /myteam/{memberId}/schedule-shift (spec 001 §2): the
// schedule panel of that member, opened on the shift's week with the shift expanded, or with the
// Add Shifts dialog open. A member not on the viewer's team goes to /myteam/{memberId}, which does
// what My Team does with an unknown member (the first member, or /myteam); a shift that is not
// that member's (or not the viewer's to see) is the not-found page.
//
// The member list of /myteam/{memberId} is the team domain's page; this page links back to it
// (the team domain reads shifts, so shifts cannot read the team's list without a cycle).
import { definePage, pageNotFound } from '../../../server/page.ts';
import { translator, useT } from '../../../shared/i18n.tsx';
import { Island } from '../../../shared/island.tsx';
import { schedulePanel } from '../actions.server.ts';
import SchedulePanel from '../islands/schedule-panel.tsx';
import { shiftsMessages } from '../messages.ts';
import type { SchedulePanelProps } from '../model.ts';

export const page = definePage<SchedulePanelProps>({
  title: (ctx) => translator(shiftsMessages, ctx.locale)('schedule'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    const memberId = ctx.params.memberId;
    const shiftId = ctx.params.shiftId;
    const found = await schedulePanel(viewer, memberId, {
      shiftId,
      openDialog: !shiftId,
    });
    if (!found) return ctx.c.redirect(`/myteam/${encodeURIComponent(memberId)}`, 302);
    if (!found.shiftFound) pageNotFound();
    ctx.c.header('Cache-Control', 'private, no-store');
    return found.props;
  },
  Page: ({ data }) => <SchedulePage data={data} />,
});

function SchedulePage({ data }: { data: SchedulePanelProps }) {
  const t = useT(shiftsMessages);
  return (
    <div className='container shifts-page'>
      <a className='button button--ghost shifts-page__back' href={`/myteam/${data.memberId}`}>
        ‹ {t('myTeam')}
      </a>
      <Island name='shifts/schedule-panel' component={SchedulePanel} props={data} />
    </div>
  );
}
