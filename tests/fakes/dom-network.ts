// The network of an island's component test (*.dom.test.tsx, ADR 057): the only things such a
// test replaces. `answerFetch` stands in for our /api (it answers by method and path and keeps
// what it was sent); `FakeSocket` for the page's one realtime WebSocket
// (web/shared/realtime-client.ts), through which the test speaks for the server: `ready`, then
// row changes.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export type FetchCall = { method: string; url: string; body: unknown };

/** Stubs `fetch`: `answer` returns [status, JSON body] per call. Returns the calls, in order. */
export function answerFetch(answer: (call: FetchCall) => [number, unknown]): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const [status, body] = answer(call);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

/**
 * The realtime socket. The client keeps one socket per page for the whole test file, so the
 * test reaches it as `FakeSocket.last`. Install it with `vi.stubGlobal('WebSocket', FakeSocket)`
 * before the first island subscribes.
 */
export class FakeSocket {
  static last: FakeSocket | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
  send() {}
  /** Delivers a server message (inside act, so React has rendered what it changed). */
  push(msg: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(msg) }));
  }
  /** A row change of `table`, as the realtime hub sends it. */
  change(table: string, op: 'insert' | 'update' | 'delete', id: string, row: unknown) {
    this.push({ type: 'change', table, op, id, row });
  }
}

/** A JSON answer as our API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs `fetch` with `answers` given in order (then 200 `{}` for any call after them). Returns
 * the mock, whose `mock.calls` are what the island sent.
 */
export function queueFetch(...answers: Response[]) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(answers.shift() ?? jsonResponse(200, {}))
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
