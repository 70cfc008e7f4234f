// The invite lifecycle (spec 002 §4): unread → read → accepted | declined, final once actioned.
// The database enforces the same table (private.check_team_invite_transition).
import { defineLifecycle } from '../../shared/lifecycle.ts';
import type { InviteStatus } from './model.ts';

export type InviteEvent = 'read' | 'accept' | 'decline';

export const inviteLifecycle = defineLifecycle<InviteStatus, InviteEvent>({
  unread: { read: 'read', accept: 'accepted', decline: 'declined' },
  read: { accept: 'accepted', decline: 'declined' },
  accepted: {},
  declined: {},
});
export const INVITE_TRANSITIONS = inviteLifecycle.transitions;
export const nextInviteState = inviteLifecycle.next;
export const isFinalInvite = inviteLifecycle.isFinal;
