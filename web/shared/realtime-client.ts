// One WebSocket per browser tab, opened on first use and shared by every island on the page.
// The server pushes only rows this user may read; islands subscribe by table.
export type RealtimeChange = {
  type: 'change';
  table: string;
  op: 'insert' | 'update' | 'delete';
  id: string;
  row: Record<string, unknown> | null;
};
type Handler = (change: RealtimeChange) => void;

const handlers = new Map<string, Set<Handler>>();
let socket: WebSocket | null = null;
let retryMs = 1000;
let statusListeners: Array<(open: boolean) => void> = [];

function connect() {
  const url = new URL('/api/realtime', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = new WebSocket(url);
  socket.onopen = () => {
    retryMs = 1000;
    statusListeners.forEach((l) => l(true));
  };
  socket.onmessage = (event) => {
    let msg: RealtimeChange;
    try {
      msg = JSON.parse(event.data);
    } catch {
      return;
    }
    if (msg.type === 'change') handlers.get(msg.table)?.forEach((h) => h(msg));
  };
  socket.onclose = (event) => {
    socket = null;
    statusListeners.forEach((l) => l(false));
    // 4401: the session ended; reconnecting would only be refused again.
    if (event.code === 4401 || handlers.size === 0) return;
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

/** Called with true/false as the socket opens and closes (e.g. to refetch after a gap). */
export function onConnectionChange(listener: (open: boolean) => void): () => void {
  statusListeners.push(listener);
  return () => {
    statusListeners = statusListeners.filter((l) => l !== listener);
  };
}
