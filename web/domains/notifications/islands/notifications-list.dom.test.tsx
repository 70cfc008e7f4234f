// The notifications page as a member uses it: a click marks one read and follows its link (even
// when marking fails, the alert then waiting for that page), Mark all as read sends the unread
// ids shown in one call, Load more appends the next page or says why it could not, and a new
// notification arrives live, announced. Only the network (fetch, the realtime socket) and the
// navigation are replaced.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { answerFetch, FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import type { Notification } from '../model.ts';
import NotificationsList from './notifications-list.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

beforeAll(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
});

const note = (id: string, minute: number, text: string, read = false): Notification => ({
  id,
  recipient: 'u1',
  class: 'Review',
  refId: `member-${id}`,
  message: text,
  read,
  createdAt: new Date(Date.UTC(2026, 10, 21, 12, minute)).toISOString(),
  senderImgUrlThumb: null,
});

const first = [
  note('n3', 30, 'A review is <b>waiting</b>'),
  note('n2', 20, 'Your shift was confirmed', true),
  note('n1', 10, 'An invoice is ready'),
];
const serverNow = new Date(Date.UTC(2026, 10, 21, 13, 0)).toISOString();

const unread = () => document.querySelectorAll('.notification--unread');

describe('notifications list', () => {
  it('a click marks the notification read and follows its link, even when marking fails', async () => {
    const assign = vi.spyOn(globalThis.location, 'assign').mockImplementation(() => {});
    const calls = answerFetch(() => [503, { general: 'Marking is down' }]);
    render(<NotificationsList initial={first} nextCursor={null} serverNow={serverNow} />);
    await userEvent.click(screen.getByRole('link', { name: /A review is waiting/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/reviews/member-n3'));
    expect(calls).toEqual([
      { method: 'POST', url: '/api/notifications/mark_read', body: ['n3'] },
    ]);
    // The error waits for the page the link leads to.
    expect(sessionStorage.getItem('tendwell:pending-alert')).toContain('Marking is down');
  });

  it('marks all read with the unread ids shown, newest first, in one call', async () => {
    const calls = answerFetch(() => [200, { updated: 2 }]);
    render(<NotificationsList initial={first} nextCursor={null} serverNow={serverNow} />);
    expect(unread()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(unread()).toHaveLength(0));
    expect(calls).toEqual([
      { method: 'POST', url: '/api/notifications/mark_read', body: ['n3', 'n1'] },
    ]);
    expect(screen.getByText('All notifications are marked as read.')).toBeTruthy();
  });

  it('Load more appends the next page, or says why it could not', async () => {
    let fail = true;
    const calls = answerFetch(() =>
      fail ? [500, { general: 'Try later' }] : [200, {
        notifications: [note('n0', 5, 'An older one')],
        nextCursor: null,
      }]
    );
    render(<NotificationsList initial={first} nextCursor='n1' serverNow={serverNow} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try later');
    expect(calls[0].url).toBe('/api/notifications?before=n1&limit=10');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older one')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText("You're all caught up.")).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows a new notification live, on top, and announces it as text', () => {
    answerFetch(() => [200, {}]);
    render(<NotificationsList initial={first} nextCursor={null} serverNow={serverNow} />);
    FakeSocket.last!.change('notifications', 'insert', 'n4', note('n4', 40, 'A <i>new</i> invite'));
    const items = screen.getAllByRole('listitem');
    expect(items[0].textContent).toContain('A new invite');
    expect(screen.getByText('New notification: A new invite')).toBeTruthy();
  });

  it('says so when there is nothing yet', () => {
    answerFetch(() => [200, {}]);
    render(<NotificationsList initial={[]} nextCursor={null} serverNow={serverNow} />);
    expect(screen.getByRole('heading', { name: 'No notifications yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
