// An application's lifecycle (spec 002 §4; issue 9):
//
//   unread ──read──▶ read ──accept──▶ accepted   (final)
//     │                └───decline─▶ declined   (final)
//     └──accept / decline (a family may act without opening it first; it is then read too)
//
// The caregiver edits the message only while it is unread or read. The family reads it (once),
// accepts or declines it. The database enforces the same table in the trigger
// private.check_job_application_transition
// (supabase/migrations/20261122000400_jobs_search_applications.sql), so two requests at once
// cannot both act: the second finds a final state and is refused (409).
import { defineLifecycle } from '../../shared/lifecycle.ts';
import type { ApplicationStatus } from './model.ts';

export type ApplicationEvent = 'read' | 'accept' | 'decline' | 'edit';
export type ApplicationActor = 'caregiver' | 'family';

export const applicationLifecycle = defineLifecycle<ApplicationStatus, ApplicationEvent>({
  unread: { read: 'read', accept: 'accepted', decline: 'declined', edit: 'unread' },
  read: { accept: 'accepted', decline: 'declined', edit: 'read' },
  accepted: {},
  declined: {},
});
export const APPLICATION_TRANSITIONS = applicationLifecycle.transitions;

export const APPLICATION_ACTORS: Record<ApplicationEvent, ApplicationActor> = {
  read: 'family',
  accept: 'family',
  decline: 'family',
  edit: 'caregiver',
};

export const nextApplicationState = applicationLifecycle.next;

/** Whether `actor` may apply `event` to an application in `state`. */
export function canApplyEvent(
  state: ApplicationStatus,
  event: ApplicationEvent,
  actor: ApplicationActor,
): boolean {
  return APPLICATION_ACTORS[event] === actor && nextApplicationState(state, event) !== null;
}

export const isFinal = applicationLifecycle.isFinal;
