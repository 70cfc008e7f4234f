// The hire flow's ties to time, the page and the realtime hub (spec 002 §2, §9), as hooks the
// island calls: the timed steps, the countdown to /dashboard, the card form moved into step 1,
// and the live card and invite changes. What they decide is hire-state.ts's.
import { type Dispatch, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { subscribe } from '../../../shared/realtime-client.ts';
import { CARD_ADDED_EVENT } from '../../payments/model.ts';
import {
  CARD_ON_FILE_ADVANCE_MS,
  HIRE_CARD_SLOT_ID,
  HIRE_SHOW_MS,
  HIRE_SUCCESS_SECONDS,
  secondsLeft,
  type TeamInvite,
} from '../model.ts';
import {
  applyInviteChange,
  type HireEvent,
  type HireFlow,
  type InviteStates,
} from './hire-state.ts';

/** Shown after 2 s; a card on file is said so in step 1, then the flow moves on after 3 s. */
export function useHireTimers({ phase, card }: HireFlow, dispatch: Dispatch<HireEvent>) {
  useEffect(() => {
    const id = setTimeout(() => dispatch({ type: 'shown' }), HIRE_SHOW_MS);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (phase !== 'payment' || card === 'none') return;
    const id = setTimeout(() => dispatch({ type: 'cardReady' }), CARD_ON_FILE_ADVANCE_MS);
    return () => clearTimeout(id);
  }, [phase, card]);
}

/** The seconds left once the invite is sent (null: not yet); at 0 it goes to /dashboard. */
export function useSentCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    if (sentAt === null) return;
    const id = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(HIRE_SUCCESS_SECONDS, sentAt, at) === 0) location.assign('/dashboard');
    }, 250);
    return () => clearInterval(id);
  }, [sentAt]);
  return sentAt === null ? HIRE_SUCCESS_SECONDS : secondsLeft(
    HIRE_SUCCESS_SECONDS,
    sentAt,
    Math.max(now, sentAt),
  );
}

/**
 * The card form is the payments domain's island, rendered hidden beside the flow; step 1 moves
 * it into the slot this returns (React leaves foreign children of an empty element alone) and
 * shows it. Kept once found: leaving step 1 takes the form out of the document with its slot.
 */
export function useCardFormSlot({ phase, card }: HireFlow): RefObject<HTMLDivElement | null> {
  const slot = useRef<HTMLDivElement>(null);
  const cardForm = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    cardForm.current ??= document.getElementById(HIRE_CARD_SLOT_ID);
    const form = cardForm.current;
    if (!form) return;
    if (phase === 'payment' && card === 'none' && slot.current) {
      slot.current.appendChild(form);
      form.hidden = false;
    } else form.hidden = true;
  }, [phase, card]);
  return slot;
}

/**
 * A card registered by the form in step 1 (its island says so at once) or in another tab (the
 * realtime hub pushes the family's own cards only); the caregiver answering an invite (or this
 * family inviting from another tab) moves a posting's state: a declined posting may be offered
 * again, an accepted one not.
 */
export function useHireLive(
  caregiverUserIdNumber: string,
  dispatch: Dispatch<HireEvent>,
  setInviteStates: Dispatch<(s: InviteStates) => InviteStates>,
) {
  useEffect(() => {
    const added = () => dispatch({ type: 'cardAdded' });
    globalThis.addEventListener(CARD_ADDED_EVENT, added);
    const stopCards = subscribe('payment_methods', (change) => {
      if (change.op !== 'delete' && change.row) added();
    });
    const stopInvites = subscribe('team_invites', (change) => {
      if (!change.row) return;
      // The hub sends the invite as the API answers it (the family's own, re-read as them).
      const row = change.row as unknown as TeamInvite;
      setInviteStates((s) => applyInviteChange(s, row, caregiverUserIdNumber));
    });
    return () => {
      globalThis.removeEventListener(CARD_ADDED_EVENT, added);
      stopCards();
      stopInvites();
    };
  }, []);
}
