// /myteam, /myteam/all, /myteam/{memberId}: the members are read on the server, as the viewer;
// the path rules of spec 001 §2 (no members → /myteam, no id → /myteam/all, unknown id → first).
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { todayIn } from '../../invites/model.ts';
import { schedulePanel } from '../../shifts/actions.server.ts';
import type { SchedulePanelProps } from '../../shifts/model.ts';
import { listMembers } from '../actions.server.ts';
import MyTeam, { type MyTeamProps } from '../islands/my-team.tsx';
import { teamMessages } from '../messages.ts';
import { resolveMemberPath } from '../model.ts';

export const page = definePage<MyTeamProps & { schedule: SchedulePanelProps | null }>({
  title: (ctx) => translator(teamMessages, ctx.locale)('myTeam'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    // Spec 002 §8: a failed load shows the page loaded with no members.
    const members = await listMembers(viewer).catch(() => []);
    const requested = ctx.params.memberId ??
      (ctx.url.pathname.replace(/\/$/, '') === '/myteam/all' ? 'all' : null);
    const where = resolveMemberPath(members.map((m) => m.id), requested);
    if (where.redirect && where.redirect !== ctx.url.pathname) {
      return ctx.c.redirect(where.redirect, 302);
    }
    ctx.c.header('Cache-Control', 'private, no-store');
    // The shifts domain's schedule panel, placed by name below (spec 001 §2).
    const schedule = where.memberId
      ? (await schedulePanel(viewer, where.memberId).catch(() => null))?.props ?? null
      : null;
    return {
      schedule,
      viewerType: viewer.userType === 'caregiver' ? 'caregiver' : 'family',
      members,
      memberId: where.memberId,
      showAll: where.showAll,
      today: todayIn(),
    };
  },
  Page: ({ data: { schedule, ...team } }) => (
    <div className={`container my-team-page${schedule ? ' my-team-page--schedule' : ''}`}>
      <Island name='team/my-team' component={MyTeam} props={team} />
      {schedule && <Island name='shifts/schedule-panel' props={schedule} />}
    </div>
  ),
});
