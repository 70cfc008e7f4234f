// The swipe card's gesture (issue 20 point 14): a finger drags the pane sideways and, past a
// threshold, changes pane; a mostly vertical movement is left to the page's scroll. Pure: the
// island feeds it pointer positions.
import type { SwipePane } from '../model.ts';

/** How far (px) a finger must travel sideways to change pane. */
export const SWIPE_THRESHOLD_PX = 56;
/** Movement (px) before the gesture decides between a sideways drag and a scroll. */
export const SWIPE_SLOP_PX = 10;

export type Drag =
  | { phase: 'idle' }
  /** Down, not yet moved enough to tell a drag from a scroll. */
  | { phase: 'pending'; x: number; y: number }
  | { phase: 'dragging'; x: number; y: number; dx: number }
  /** Vertical: the page scrolls, the card ignores the rest of this touch. */
  | { phase: 'scrolling' };

export const IDLE: Drag = { phase: 'idle' };

export const dragStart = (x: number, y: number): Drag => ({ phase: 'pending', x, y });

/** A move: decides the gesture's direction once, then follows the finger sideways. */
export function dragMove(drag: Drag, x: number, y: number): Drag {
  if (drag.phase === 'idle' || drag.phase === 'scrolling') return drag;
  const dx = x - drag.x;
  const dy = y - drag.y;
  if (drag.phase === 'pending') {
    if (Math.abs(dx) < SWIPE_SLOP_PX && Math.abs(dy) < SWIPE_SLOP_PX) return drag;
    if (Math.abs(dy) >= Math.abs(dx)) return { phase: 'scrolling' };
  }
  return { phase: 'dragging', x: drag.x, y: drag.y, dx };
}

/** How far the pane shows moved: the finger's travel, resisting past the first and last pane. */
export function dragOffset(drag: Drag, pane: SwipePane): number {
  if (drag.phase !== 'dragging') return 0;
  const atEdge = (pane === 0 && drag.dx > 0) || (pane === 2 && drag.dx < 0);
  return atEdge ? drag.dx / 3 : drag.dx;
}

/** The pane after the finger lifts: the next or previous one past the threshold, else the same. */
export function dragEnd(drag: Drag, pane: SwipePane): SwipePane {
  if (drag.phase !== 'dragging' || Math.abs(drag.dx) < SWIPE_THRESHOLD_PX) return pane;
  const next = pane + (drag.dx < 0 ? 1 : -1);
  return (next < 0 ? 0 : next > 2 ? 2 : next) as SwipePane;
}

/** Arrow keys on the tabs: the neighbouring pane, wrapping; Home and End the first and last. */
export function paneForKey(key: string, pane: SwipePane): SwipePane | null {
  if (key === 'ArrowRight') return ((pane + 1) % 3) as SwipePane;
  if (key === 'ArrowLeft') return ((pane + 2) % 3) as SwipePane;
  if (key === 'Home') return 0;
  if (key === 'End') return 2;
  return null;
}
