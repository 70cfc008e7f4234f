import { defineDomain } from '../../server/domain.ts';
import { readInviteLive } from './actions.server.ts';
import { invitesApi } from './api.server.ts';
import { routes } from './routes.ts';

export const domain = defineDomain({
  name: 'invites',
  api: { path: '/team/invite', app: invitesApi },
  routes,
  // A new offer, a read, an accept or a decline reaches both parties' open /invites (and the
  // hire flow's posting states), each re-read as them (RLS). Trigger: *_live_invites_cards_status.sql.
  realtime: { team_invites: readInviteLive },
});
