// /myteam, /myteam/all, /myteam/{memberId}: the members are read on the server, as the viewer;
// the path rules of spec 001 §2 (no members → /myteam, no id → /myteam/all, unknown id → first).
// The right side is the shifts domain's schedule panel: every member's on /myteam/all, the
// member's otherwise. /myteam/{memberId}/shift/{shiftId} and /myteam/{memberId}/schedule-shift
// are the same page with the panel opened on that shift's week (expanded) or with its Add Shifts
// dialog open; on those deep links a member not on the viewer's team goes to /myteam/{memberId}
// (which applies the rules above) and a shift not of that member is the not-found page.
import { definePage, pageNotFound } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { todayIn } from '../../../shared/dates.ts';
import { scheduleAllPanel, schedulePanel } from '../../shifts/actions.server.ts';
import type { SchedulePanelProps } from '../../shifts/model.ts';
import { separationPanel } from '../../records-of-employment/actions.server.ts';
import type { SeparationPanel } from '../../records-of-employment/model.ts';
import { listMembers } from '../actions.server.ts';
import MyTeam, { type MyTeamProps } from '../islands/my-team.tsx';
import { teamMessages } from '../messages.ts';
import { resolveMemberPath } from '../model.ts';

export const page = definePage<
  MyTeamProps & { schedule: SchedulePanelProps | null; separation: SeparationPanel | null }
>({
  title: (ctx) => translator(teamMessages, ctx.locale)('myTeam'),
  load: async (ctx) => {
    const viewer = ctx.viewer;
    if (!viewer) return ctx.c.redirect('/login', 302);
    // Spec 002 §8: a failed load shows the page loaded with no members.
    const members = await listMembers(viewer).catch(() => []);
    const requested = ctx.params.memberId ??
      (ctx.url.pathname.replace(/\/$/, '') === '/myteam/all' ? 'all' : null);
    const where = resolveMemberPath(members.map((m) => m.id), requested);
    const shiftId = ctx.params.shiftId;
    const openDialog = ctx.url.pathname.replace(/\/$/, '').endsWith('/schedule-shift');
    const deepLink = shiftId !== undefined || openDialog;
    if (deepLink && requested && where.memberId !== requested) {
      return ctx.c.redirect(`/myteam/${encodeURIComponent(requested)}`, 302);
    }
    if (where.redirect && where.redirect !== ctx.url.pathname) {
      return ctx.c.redirect(where.redirect, 302);
    }
    ctx.c.header('Cache-Control', 'private, no-store');
    // The shifts domain's schedule panel, placed by name below (spec 001 §2).
    const panel = where.memberId
      ? await schedulePanel(viewer, where.memberId, { shiftId, openDialog }).catch(() => null)
      : null;
    if (shiftId !== undefined && panel && !panel.shiftFound) pageNotFound();
    // /myteam/all: every member's schedule (spec 001 §2 'Show All').
    const schedule = where.showAll
      ? await scheduleAllPanel(viewer).catch(() => null)
      : panel?.props ?? null;
    // Ending the employment or leaving it (records-of-employment's island, placed by name).
    const separation = where.memberId && !where.showAll
      ? await separationPanel(viewer, where.memberId).catch(() => null)
      : null;
    return {
      schedule,
      separation,
      viewerType: viewer.userType === 'caregiver' ? 'caregiver' : 'family',
      members,
      memberId: where.memberId,
      showAll: where.showAll,
      today: todayIn(),
    };
  },
  Page: ({ data: { schedule, separation, ...team } }) => (
    <div className={`container my-team-page${schedule ? ' my-team-page--schedule' : ''}`}>
      <Island name='team/my-team' component={MyTeam} props={team} />
      {schedule && <Island name='shifts/schedule-panel' props={schedule} />}
      {separation && <Island name='records-of-employment/separation' props={separation} />}
    </div>
  ),
});
