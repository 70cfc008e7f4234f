// A realtime socket for tests (GET /api/realtime as a page of ours opens it): it records every
// message and lets a test wait for the next one that matches. Shared by the realtime, invites,
// and several-servers tests.
export type RealtimeMessage = {
  type: string;
  table?: string;
  op?: string;
  id?: string;
  row?: Record<string, unknown> | null;
};

export class RealtimeSocket {
  readonly messages: RealtimeMessage[] = [];
  /** Resolves with the close event (its code says why: 4401 signed out, 1012 restarting). */
  readonly closed: Promise<CloseEvent>;
  private waiters: Array<{
    match: (m: RealtimeMessage) => boolean;
    resolve: (m: RealtimeMessage) => void;
  }> = [];
  private socket: WebSocket;

  /** `url` is ws://…/api/realtime; `headers` carry the cookie and, where it matters, Origin. */
  constructor(url: string, headers: Record<string, string> = {}) {
    // Deno's WebSocket takes request headers; the DOM typings in deno.json do not know that.
    const DenoWebSocket = WebSocket as unknown as new (
      url: string,
      init?: { headers: HeadersInit },
    ) => WebSocket;
    this.socket = new DenoWebSocket(url, { headers });
    this.socket.onmessage = (e) => {
      const msg = JSON.parse(e.data) as RealtimeMessage;
      this.messages.push(msg);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(msg)) return true;
        w.resolve(msg);
        return false;
      });
    };
    this.socket.onerror = () => {};
    this.closed = new Promise((resolve) => {
      this.socket.onclose = resolve;
    });
  }

  next(match: (m: RealtimeMessage) => boolean, timeoutMs = 5000): Promise<RealtimeMessage> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  /** Every change pushed, or those of one table. */
  changes(table?: string) {
    return this.messages.filter((m) => m.type === 'change' && (!table || m.table === table));
  }

  close() {
    this.socket.close(1000);
    return this.closed;
  }
}
