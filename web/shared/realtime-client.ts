// One WebSocket per browser tab, opened on first use and shared by every island on the page.
// The server pushes only rows this user may read; islands subscribe by table.
//
// The connection is *live* only once the server says `ready` (the socket is registered and the
// server is listening), not when the socket opens: a change made between `open` and `ready`
// would reach no one. So islands refetch on `onLive`, which fires on every `ready` (the first
// one and after each reconnect), and every change after that refetch arrives as a message.
export type RealtimeChange = {
  type: 'change';
  table: string;
  op: 'insert' | 'update' | 'delete';
  id: string;
  row: Record<string, unknown> | null;
};
type Handler = (change: RealtimeChange) => void;
type ServerMessage = RealtimeChange | { type: 'ready' } | { type: 'ping' };

const handlers = new Map<string, Set<Handler>>();
let socket: WebSocket | null = null;
let live = false;
let retryMs = 1000;
let liveListeners: Array<() => void> = [];
let signedOutListeners: Array<() => void> = [];

function connect() {
  const url = new URL('/api/realtime', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(url);
  socket.onmessage = (event) => {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(event.data);
    } catch {
      return;
    }
    if (msg.type === 'ready') {
      // Back off afresh only once the server has really taken us (not on a bare `open`).
      retryMs = 1000;
      live = true;
      liveListeners.forEach((l) => l());
    } else if (msg.type === 'change') {
      handlers.get(msg.table)?.forEach((h) => h(msg));
    }
  };
  socket.onclose = (event) => {
    socket = null;
    live = false;
    // 4401: the socket's session ended; reconnecting on it would only be refused again. Unless
    // the page already holds a newer session (Better Auth renews it when a second factor is
    // turned on or off or the password changes, ADR 044), the page says it was signed out.
    if (event.code === 4401) {
      fetch('/api/user', { credentials: 'same-origin' })
        .then((res) => res.ok)
        .catch(() => false)
        .then((stillSignedIn) => {
          if (stillSignedIn && handlers.size > 0) connect();
          else if (!stillSignedIn) signedOutListeners.forEach((l) => l());
        });
      return;
    }
    // 4403: staff without a second factor get no live updates until they set one up (ADR 044).
    if (event.code === 4403) return;
    if (handlers.size === 0) return;
    setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, 30000);
  };
}

export function subscribe(table: string, handler: Handler): () => void {
  if (!handlers.has(table)) handlers.set(table, new Set());
  handlers.get(table)!.add(handler);
  if (!socket) connect();
  return () => {
    handlers.get(table)?.delete(handler);
    if (handlers.get(table)?.size === 0) handlers.delete(table);
  };
}

/**
 * Called each time the connection becomes live (the server's `ready`), and soon after
 * registering if it already is: the moment to refetch what may have changed unseen.
 * Subscribe first, then register, so no change falls between the refetch and the handler.
 */
export function onLive(listener: () => void): () => void {
  liveListeners.push(listener);
  if (live) queueMicrotask(() => liveListeners.includes(listener) && listener());
  return () => {
    liveListeners = liveListeners.filter((l) => l !== listener);
  };
}

/**
 * Called when the server closes the live channel because the session ended (signed out
 * elsewhere, expired, or the account closed): the page asks the person to sign in again.
 */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.push(listener);
  return () => {
    signedOutListeners = signedOutListeners.filter((l) => l !== listener);
  };
}
