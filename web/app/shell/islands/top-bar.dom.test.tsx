// The signed-in top bar as a person meets it: their sections with the current one marked, the
// drawer on a small screen, the account menu, a bell that follows the live count, and the
// signed-out dialog when the session ends elsewhere. fetch and the WebSocket are the only
// things replaced; the socket stand-in lets the test speak as the server.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { FakeSocket } from '../../../../tests/fakes/dom-network.ts';
import TopBar, { type TopBarViewer } from './top-bar.tsx';

const socket = () => FakeSocket.last!;

function answer(routes: Record<string, () => [number, unknown]>) {
  const fetch = vi.fn((path: string, init?: RequestInit) => {
    const [status, body] = routes[`${init?.method ?? 'GET'} ${path}`]?.() ?? [404, {}];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const family: TopBarViewer = {
  firstName: 'Erin',
  lastName: 'Tester',
  userType: 'family',
  imgUrlThumb: null,
  profileComplete: true,
};

const show = (viewer = family, pathname = '/messages/abc', unreadCount = 0) =>
  render(
    <TopBar viewer={viewer} unreadCount={unreadCount} transparent={false} pathname={pathname} />,
  );

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(cleanup);

describe('top bar', () => {
  it('shows a family its sections, marks the current one, and opens the drawer', async () => {
    answer({});
    show();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard',
      '/caregivers',
      '/myteam',
      '/messages',
      '/mypay',
      '/notifications',
    ]);
    expect(within(nav).getByRole('link', { name: 'Messages' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const open = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(open);
    const drawer = document.getElementById('site-drawer')!.closest('dialog')!;
    expect(drawer.open).toBe(true);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(within(drawer).getByRole('heading', { name: 'Main' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer.open).toBe(false);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(open);
  });

  it('a press beside the drawer closes it', async () => {
    answer({});
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = document.getElementById('site-drawer')!.closest('dialog')!;
    fireEvent.click(drawer);
    expect(drawer.open).toBe(false);
  });

  it('a caregiver still completing signup sees only the account menu', async () => {
    answer({});
    show({ ...family, userType: 'caregiver', profileComplete: false }, '/onboarding');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const account = screen.getByRole('button', { name: /Account menu/ });
    expect(account.textContent).toContain('ET');
    await userEvent.click(account);
    const menu = screen.getByRole('list', { name: 'Account menu' });
    expect(within(menu).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Help' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);
  });

  it('the bell follows the live count', async () => {
    let count = 120;
    const fetch = answer({ 'GET /api/notifications/unread-count': () => [200, { count }] });
    show(family, '/dashboard', 3);
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    socket().push({ type: 'ready' });
    await vi.waitFor(() => expect(screen.getByTestId('unread-badge').textContent).toBe('99+'));
    expect(screen.getByText('120 unread notifications')).toBeTruthy();
    count = 0;
    socket().change('notifications', 'update', 'n1', null);
    await vi.waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says the session ended and offers only to sign in again, back to this page', async () => {
    answer({ 'GET /api/user': () => [401, {}] });
    show();
    act(() => socket().onclose?.({ code: 4401 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'You have been signed out' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Sign in again' }).getAttribute('href'))
      .toMatch(/^\/login\?next=/);
    expect(within(dialog).queryAllByRole('button')).toEqual([]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });
});
