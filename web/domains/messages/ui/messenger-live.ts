// The messenger's two conversations with the server that run by themselves (the island's other
// requests answer a press): the live feed with its refetch on every `ready`, and marking the
// other party's messages on screen read. Both hand what they learn to the messenger's reducer.
import { type Dispatch, useEffect, useMemo, useRef } from 'react';
import { api } from '../../../shared/api-client.ts';
import { coalesce } from '../../../shared/coalesce.ts';
import { onLive, subscribe } from '../../../shared/realtime-client.ts';
import type { Channel, Message, MessagePage } from '../model.ts';
import { type MessengerAction, unreadToMark } from './messenger-state.ts';

/**
 * New messages and channel changes as they happen; on each `ready` (first connect, reconnect)
 * the list and the open chat are fetched again, coalesced: what changed while the socket was
 * away, once.
 */
export function useMessengerLive(activeId: string | null, dispatch: Dispatch<MessengerAction>) {
  const refresh = useMemo(
    () =>
      coalesce(async () => {
        const [list, page] = await Promise.all([
          api<{ channels: Channel[] }>('GET', '/api/message'),
          activeId ? api<MessagePage>('GET', `/api/message/${activeId}`) : Promise.resolve(null),
        ]);
        dispatch({
          type: 'refreshed',
          channels: list.ok ? list.data.channels : null,
          messages: page?.ok ? page.data.messages : null,
        });
      }),
    [activeId, dispatch],
  );

  useEffect(() => {
    const offMessages = subscribe('messages', (change) => {
      const row = change.row as Message | null;
      if (row) dispatch({ type: 'liveMessage', op: change.op, row, activeId });
    });
    const offChannels = subscribe('message_channels', (change) => {
      const row = change.row as Channel | null;
      dispatch({ type: 'liveChannel', op: change.op, id: change.id, row });
    });
    const offLive = onLive(() => refresh());
    return () => {
      offMessages();
      offChannels();
      offLive();
      refresh.cancel();
    };
  }, [activeId, refresh, dispatch]);
}

/** The other party's messages on screen are marked read (a chat is open and the tab visible). */
export function useMarkRead(
  activeId: string | null,
  messages: Message[],
  dispatch: Dispatch<MessengerAction>,
) {
  // Ids sent and not answered yet: a re-render meanwhile does not send them again.
  const marking = useRef(new Set<string>());
  useEffect(() => {
    if (!activeId) return;
    const markVisible = () => {
      if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
      const unread = unreadToMark(messages, marking.current);
      if (unread.length === 0) return;
      const ids = unread.map((m) => m.id);
      ids.forEach((id) => marking.current.add(id));
      void api<{ updated: number }>('POST', `/api/message/${activeId}/mark-read`, ids)
        .then((res) => {
          ids.forEach((id) => marking.current.delete(id));
          // Failures are logged only (spec 001 §8).
          if (!res.ok) console.warn('messages: mark-read failed', res.errors);
          else dispatch({ type: 'markedRead', ids });
        });
    };
    markVisible();
    document.addEventListener('visibilitychange', markVisible);
    return () => document.removeEventListener('visibilitychange', markVisible);
  }, [messages, activeId, dispatch]);
}
