// "Sign-in and security" as a person uses it: it reads the account's factors and devices, sets
// up an authenticator app (the password first, then a code from the app, then the backup codes
// once), changes the password and signs other devices out. Only fetch is replaced, by a small
// stand-in for the API that answers as the server does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LocaleContext } from '../../../shared/i18n.tsx';
import type { SecurityOverview } from '../model.ts';
import SecuritySettings from './security-settings.tsx';

afterEach(cleanup);

const PASSWORD = 'Correct-horse-9';

function overview(over: Partial<SecurityOverview> = {}): SecurityOverview {
  return {
    email: 'erin@example.com',
    totpEnabled: false,
    backupCodesLeft: null,
    passkeys: [],
    sessions: [
      {
        id: 'here',
        current: true,
        browser: 'Chrome 131',
        os: 'macOS',
        place: { kind: 'local' },
        signedInAt: '2026-11-20T15:00:00.000Z',
        lastSeenAt: new Date().toISOString(),
      },
      {
        id: 'phone',
        current: false,
        browser: 'Safari 18',
        os: 'iOS',
        place: { kind: 'network', prefix: '203.0.113.x', same: false },
        signedInAt: '2026-11-18T15:00:00.000Z',
        lastSeenAt: '2026-11-19T15:00:00.000Z',
      },
    ],
    staff: false,
    secondFactor: false,
    ...over,
  };
}

type Route = (body: Record<string, string>) => [number, unknown];

/** The API as far as this section goes: each call is kept, unknown routes answer 404. */
function api(routes: Record<string, Route>) {
  const calls: { route: string; body: Record<string, string> | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const route = `${init.method} ${path}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ route, body });
      const [status, data] = routes[route]?.(body ?? {}) ?? [404, { general: 'Not found' }];
      return Promise.resolve(
        new Response(JSON.stringify(data), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

const section = async () => {
  const heading = await screen.findByRole('heading', { name: 'Authenticator app' });
  return heading.closest('section')!;
};

describe('security settings', () => {
  it('sets up an authenticator app: password, key, code, then the backup codes once', async () => {
    let state = overview();
    const calls = api({
      'GET /api/security': () => [200, state],
      'POST /api/security/totp/start': ({ password }) =>
        password === PASSWORD
          ? [200, {
            totpURI: 'otpauth://totp/Tendwell:erin%40example.com?secret=JBSWY3DPEHPK3PXP',
            secret: 'JBSWY3DPEHPK3PXP',
            backupCodes: ['abcde-12345', 'fghij-67890'],
          }]
          : [400, { password: 'That password is not right.' }],
      'POST /api/security/totp/confirm': () => {
        state = overview({ totpEnabled: true, backupCodesLeft: 2, secondFactor: true });
        return [200, { ok: true }];
      },
    });
    render(<SecuritySettings />);
    const totp = await section();
    expect(within(totp).getByText('Not set up')).toBeTruthy();

    await userEvent.click(
      within(totp).getByRole('button', { name: 'Set up an authenticator app' }),
    );
    const submit = within(totp).getByRole('button', { name: 'Set up an authenticator app' });
    await userEvent.click(submit);
    expect(within(totp).getByText('Must not be empty')).toBeTruthy();
    expect(calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);

    const password = within(totp).getByLabelText('Password');
    await userEvent.type(password, 'Wrong-password-1');
    await userEvent.click(submit);
    expect(await within(totp).findByText('That password is not right.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(submit);
    expect((await within(totp).findByTestId('totp-secret')).textContent).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    expect(within(totp).getByText('erin@example.com')).toBeTruthy();

    const code = within(totp).getByLabelText('Code');
    await userEvent.type(code, '12345');
    await userEvent.click(within(totp).getByRole('button', { name: 'Turn on' }));
    expect(within(totp).getByText('Enter the 6 digits your app shows.')).toBeTruthy();
    expect(calls.some((c) => c.route === 'POST /api/security/totp/confirm')).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(totp).getByRole('button', { name: 'Turn on' }));
    const codes = await within(totp).findByRole('list', { name: 'Backup codes' });
    expect(within(codes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'abcde-12345',
      'fghij-67890',
    ]);
    expect(calls.find((c) => c.route === 'POST /api/security/totp/confirm')?.body).toEqual({
      code: '123456',
    });
    expect(screen.getByRole('status').textContent).toMatch(/The authenticator app is on/);

    await userEvent.click(
      within(totp).getByRole('button', { name: 'I have saved my backup codes' }),
    );
    expect(await within(totp).findByText('2 unused backup codes left.')).toBeTruthy();
    expect(within(totp).queryByRole('list', { name: 'Backup codes' })).toBeNull();
    expect(within(totp).getByText('On')).toBeTruthy();
  });

  it('shows the server’s refusal beside each password field, and Cancel puts the form away', async () => {
    const calls = api({
      'GET /api/security': () => [200, overview()],
      'POST /api/security/password': () => [400, { confirmNewPassword: 'Passwords must match' }],
    });
    render(<SecuritySettings />);
    await section();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await userEvent.type(screen.getByLabelText('Current password'), PASSWORD);
    await userEvent.type(screen.getByLabelText('New password'), 'New-password-123');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Other-password-123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.at(-1)?.body).toEqual({
      currentPassword: PASSWORD,
      newPassword: 'New-password-123',
      confirmNewPassword: 'Other-password-123',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });

  it('lists this device first and signs the others out', async () => {
    let state = overview();
    const calls = api({
      'GET /api/security': () => [200, state],
      'POST /api/security/sessions/end-others': () => {
        state = overview({ sessions: state.sessions.filter((s) => s.current) });
        return [200, { ok: true }];
      },
    });
    render(<SecuritySettings />);
    const list = await screen.findByTestId('sessions');
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('This device')).toBeTruthy();
    expect(within(items[1]).getByText('Network 203.0.113.x')).toBeTruthy();
    expect(within(items[1]).getByRole('button', { name: 'Sign out Safari 18 on iOS' }))
      .toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your other devices were signed out.');
    expect(calls.map((c) => c.route)).toContain('POST /api/security/sessions/end-others');
  });

  it('says so when the settings cannot be read, in French too, and tries again', async () => {
    let up = false;
    api({ 'GET /api/security': () => (up ? [200, overview()] : [503, {}]) });
    render(
      <LocaleContext.Provider value='fr'>
        <SecuritySettings />
      </LocaleContext.Provider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Appareils connectés' })).toBeTruthy();
  });
});
