// The schedule panel as a family uses it (spec 001 §2, §4, §9): the week's hours, the next week
// read in the care zone, a shift expanded at its own address, All Shifts and Load More reaching
// further back, a failed read said out loud, the Add Shifts dialog at its own address, and a
// change made elsewhere arriving live. Only the network is replaced: fetch, and the WebSocket
// the live channel opens.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type Alert, ALERT_EVENT } from '../../../shared/alerts.ts';
import type { SchedulePanelProps, Shift } from '../model.ts';
import { FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import SchedulePanel from './schedule-panel.tsx';

const ZONE = 'America/Toronto';
const MEMBER = 'a1b2c3d4-0000-4000-8000-000000000001';

vi.stubGlobal('WebSocket', FakeSocket);

function shift(id: string, startTime: string, hours: number, over: Partial<Shift> = {}): Shift {
  return {
    id,
    memberId: MEMBER,
    teamId: '1001',
    startTime,
    endTime: new Date(Date.parse(startTime) + hours * 3_600_000).toISOString(),
    timeZone: ZONE,
    note: '',
    createdAt: '2026-11-01T12:00:00.000Z',
    address: { addressFull: '1 King St W, Toronto, ON' },
    service: [],
    conditions: [],
    languagePref: [],
    caregiverInfo: { firstName: 'Carla', lastName: 'Nguyen', userIdNumber: '7' },
    familyInfo: { firstName: 'Erin', lastName: 'Tester', userIdNumber: '8', imgUrlThumb: null },
    reports: [],
    numTasks: 0,
    numTasksActioned: 0,
    checkedInAt: null,
    completedAt: null,
    shiftNote: '',
    state: 'scheduled',
    isUnactioned: false,
    status: {
      isCheckedIn: false,
      isCompleted: false,
      isPaid: false,
      isSubmitted: false,
      isApproved: false,
    },
    visits: [],
    ...over,
  };
}

// Wednesday Nov 25, 2026, 9:00–13:00 in Toronto.
const wednesday = shift('3f0c0000-0000-4000-8000-000000000001', '2026-11-25T14:00:00.000Z', 4);

const props = (over: Partial<SchedulePanelProps> = {}): SchedulePanelProps => ({
  viewerType: 'family',
  memberId: MEMBER,
  caregiverName: 'Carla',
  zone: ZONE,
  now: '2026-11-24T15:00:00.000Z',
  weekStart: '2026-11-22',
  shifts: [wednesday],
  openShiftId: null,
  openDialog: false,
  savedTasks: [],
  vocabulary: { conditions: {}, languages: {} },
  ...over,
});

/** A server: each request is answered by the first route whose test matches its path. */
function server(routes: Array<[RegExp, number, unknown]>) {
  return vi.fn((url: string) => {
    const route = routes.find(([test]) => test.test(url));
    const [, status, body] = route ?? [/./, 404, { general: 'Not found' }];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
}

/** The query of the n-th GET /api/shift call. */
function shiftQuery(fetch: ReturnType<typeof server>, n = 0) {
  const urls = fetch.mock.calls.map(([url]) => String(url)).filter((u) =>
    u.startsWith('/api/shift?')
  );
  return Object.fromEntries(new URL(urls[n], 'http://x').searchParams);
}

beforeEach(() => {
  // Only the date is fixed: the timers userEvent waits on stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T15:00:00.000Z'));
  history.replaceState(null, '', `/myteam/${MEMBER}`);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('schedule panel', () => {
  it("shows the week's hours and reads the next week in the care zone", async () => {
    const fetch = server([[/^\/api\/shift\?/, 200, { shifts: [] }]]);
    vi.stubGlobal('fetch', fetch);
    render(<SchedulePanel {...props()} />);
    expect(screen.getByText('Week of Nov 22, 2026')).toBeTruthy();
    const summary = screen.getByRole('list', { name: 'Hours per day' });
    expect(within(summary).getByText('Total 4.00 h')).toBeTruthy();
    expect(within(summary).getAllByText('4.00 h').length).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No shifts this week.')).toBeTruthy();
    expect(screen.getByText('Week of Nov 29, 2026')).toBeTruthy();
    // Sunday to Sunday at midnight in Toronto, not in the browser's zone.
    expect(shiftQuery(fetch)).toEqual({
      from: '2026-11-29T05:00:00.000Z',
      to: '2026-12-06T05:00:00.000Z',
      memberId: MEMBER,
    });
  });

  it('expands a shift at its own address and folds it back', async () => {
    vi.stubGlobal('fetch', server([[/\/task$/, 200, { tasks: [] }]]));
    render(<SchedulePanel {...props()} />);
    const toggle = screen.getByRole('button', { name: /Wed, Nov 25/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const detail = screen.getByRole('region', { name: 'Shift details' });
    expect(within(detail).getByText('1 King St W, Toronto, ON')).toBeTruthy();
    expect(await within(detail).findByText('No tasks.')).toBeTruthy();
    expect(location.pathname).toBe(`/myteam/${MEMBER}/shift/${wednesday.id}`);
    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Shift details' })).toBeNull();
    expect(location.pathname).toBe(`/myteam/${MEMBER}`);
  });

  it('reads All Shifts from 3 months back, and Load More 2 months further, older first', async () => {
    const older = shift('3f0c0000-0000-4000-8000-000000000002', '2026-07-02T14:00:00.000Z', 2);
    const fetch = server([
      [/to=2026-08-01/, 200, { shifts: [older] }],
      [/^\/api\/shift\?/, 200, { shifts: [wednesday] }],
    ]);
    vi.stubGlobal('fetch', fetch);
    render(<SchedulePanel {...props()} />);
    await userEvent.click(screen.getByRole('switch', { name: 'All Shifts' }));
    expect(await screen.findByText('Shifts since Aug 1, 2026')).toBeTruthy();
    expect(shiftQuery(fetch)).toEqual({ from: '2026-08-01T04:00:00.000Z', memberId: MEMBER });

    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Shifts since Jun 1, 2026')).toBeTruthy();
    expect(shiftQuery(fetch, 1)).toEqual({
      from: '2026-06-01T04:00:00.000Z',
      to: '2026-08-01T04:00:00.000Z',
      memberId: MEMBER,
    });
    const rows = screen.getAllByRole('button', { expanded: false });
    expect(rows.map((b) => b.textContent?.slice(0, 11))).toEqual(['Thu, Jul 2,', 'Wed, Nov 25']);
    expect(screen.getByText('Total 6.00 h')).toBeTruthy();
  });

  it('says so when a week cannot be read, and keeps what it showed', async () => {
    vi.stubGlobal('fetch', server([[/^\/api\/shift\?/, 500, { general: 'Boom' }]]));
    const alerts: Alert[] = [];
    const listen = (e: Event) => alerts.push((e as CustomEvent<Alert>).detail);
    globalThis.addEventListener(ALERT_EVENT, listen);
    render(<SchedulePanel {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await vi.waitFor(() => expect(alerts.length).toBe(1));
    globalThis.removeEventListener(ALERT_EVENT, listen);
    expect(alerts[0]).toMatchObject({
      type: 'error',
      message: 'There was an error loading your shifts. Please try again',
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: /Wed, Nov 25/ })).toBeTruthy();
  });

  it('opens Add Shifts at its own address; Cancel closes both', async () => {
    vi.stubGlobal('fetch', server([]));
    render(<SchedulePanel {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Shift' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Shifts' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(location.pathname).toBe(`/myteam/${MEMBER}/schedule-shift`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.open).toBe(false);
    expect(location.pathname).toBe(`/myteam/${MEMBER}`);
  });

  it('shows a check-in made elsewhere at once, and drops a shift moved out of the week', async () => {
    vi.stubGlobal('fetch', server([[/^\/api\/shift\?/, 200, { shifts: [wednesday] }]]));
    render(<SchedulePanel {...props()} />);
    const socket = FakeSocket.last!;
    await act(async () => {
      socket.push({ type: 'ready' });
      await Promise.resolve();
    });
    act(() =>
      socket.push({
        type: 'change',
        table: 'shifts',
        op: 'update',
        id: wednesday.id,
        row: { ...wednesday, state: 'checked_in' },
      })
    );
    expect(screen.getByTestId('shift-status').textContent).toBe('Checked In');
    act(() =>
      socket.push({
        type: 'change',
        table: 'shifts',
        op: 'update',
        id: wednesday.id,
        row: { ...wednesday, startTime: '2026-12-02T14:00:00.000Z' },
      })
    );
    expect(screen.queryByTestId('shift-status')).toBeNull();
    expect(screen.getByText('No shifts this week.')).toBeTruthy();
  });
});
