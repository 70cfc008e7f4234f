// Who is asking: resolved once per request from the session cookie.
import type { Context, MiddlewareHandler } from 'hono';
import {
  auth,
  SESSION_EXPIRES_IN_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  signedSessionToken,
} from './auth.server.ts';
import { asUser, sql, type UserType } from './db.server.ts';
import { forbidden, unauthorized } from './http.server.ts';
import { commonMessages } from '../shared/common-messages.ts';
import { text } from '../shared/i18n.tsx';

export type AccountStatus = {
  isProfileCompleted: boolean;
  isBasicCompleted: boolean;
  isServiceCompleted: boolean;
  isEduAccredCompleted: boolean;
  isUserImgCompleted: boolean;
  isInitial: boolean;
  isApply: boolean;
  isMessage: boolean;
  isBgCheckSubmitted: boolean;
  isBgCheck: boolean;
  isCompletedFirstShift: boolean;
  isCompletedAll: boolean;
  isPaymentMethod: boolean;
  isBanking: boolean;
  isAvailComplete: boolean;
};

export type Viewer = {
  id: string;
  loginEmail: string;
  userIdNumber: string;
  userType: UserType;
  email: string;
  firstName: string;
  lastName: string;
  imgUrlThumb: string | null;
  locale: 'en' | 'fr';
  /**
   * The home address's province (lower case, as addresses keep it), or null without one: the
   * user's own time zone comes from it (the dashboard's Sunday weeks, issue 20 §2).
   */
  province?: string | null;
  status: AccountStatus;
  /**
   * Whether the login has a second factor (a confirmed one-time-code app or a passkey). Staff
   * without one may only set one up (ADR 044, `needsSecondFactor` in guards.server.ts).
   */
  secondFactor?: boolean;
};

export type AppEnv = { Variables: { viewer: Viewer | null; nonce: string; locale: 'en' | 'fr' } };

/** A viewer as the database answers it: the status with the table's snake_case keys. */
type ViewerRow = Omit<Viewer, 'id' | 'loginEmail' | 'status' | 'secondFactor'> & {
  status: Record<string, boolean>;
};

function viewerFrom(
  id: string,
  loginEmail: string,
  row: ViewerRow,
  secondFactor: boolean,
): Viewer {
  const status = Object.fromEntries(
    Object.entries(row.status).map(([k, val]) => [
      k.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()),
      val,
    ]),
  ) as AccountStatus;
  return {
    id,
    loginEmail,
    userIdNumber: row.userIdNumber,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    imgUrlThumb: row.imgUrlThumb,
    locale: row.locale,
    province: row.province ?? null,
    status,
    secondFactor,
  };
}

/** The login's second factors, as one boolean (the login tables are the server's to read). */
const SECOND_FACTOR_OF = (userId: string) =>
  `(a.two_factor_enabled or exists (select 1 from better_auth.passkeys p
     where p.user_id = ${userId}))`;

/**
 * The viewer's columns, from `public.users u` joined to `public.account_statuses st`: one list for
 * both ways of reading the viewer below.
 */
const VIEWER_COLUMNS = `u.user_id_number, u.user_type, u.email, u.first_name, u.last_name,
  u.img_url_thumb, u.locale, to_jsonb(st) - 'user_id' - 'updated_at' as status,
  (select a.address_params ->> 'adminAreaLevel1' from public.addresses a
    where a.id = u.address_id) as province`;

/** A session older than this since its last refresh is refreshed by Better Auth (sliding expiry). */
const REFRESH_AFTER_SECONDS = SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS;

export async function loadViewer(headers: Headers): Promise<Viewer | null> {
  const token = await signedSessionToken(headers.get('cookie'));
  if (token) {
    // Every signed-in request starts here, so the session, the login and the profile are one
    // statement (ADR 032): Better Auth's getSession read them in two plus our transaction of four
    // round trips, ~4 ms a request. It reads by the secret token, as Better Auth's own adapter
    // does (its pool connects as the same owner), and returns only that session's user.
    const [row] = await sql`
      select s.user_id, a.email as login_email,
             s.expires_at <= now() + make_interval(secs => ${REFRESH_AFTER_SECONDS}) as refresh_due,
             ${sql.unsafe(SECOND_FACTOR_OF('s.user_id'))} as second_factor,
             s.updated_at < now() - interval '5 minutes' as seen_due,
             ${sql.unsafe(VIEWER_COLUMNS)}
        from better_auth.sessions s
        join better_auth.users a on a.id = s.user_id
        join public.users u on u.id = s.user_id
        join public.account_statuses st on st.user_id = s.user_id
       where s.token = ${token} and s.expires_at > now()`;
    if (row && !row.refreshDue) {
      // "Last active" on the person's list of signed-in devices (issue 22 point 4), to within
      // five minutes: one small write per session at most that often, not awaited.
      if (row.seenDue) {
        sql`update better_auth.sessions set updated_at = now() where token = ${token}`
          .catch((err) => console.error('viewer: last seen not recorded', err));
      }
      return viewerFrom(
        row.userId as string,
        row.loginEmail as string,
        row as unknown as ViewerRow,
        row.secondFactor === true,
      );
    }
  }
  // Anything else (no or a forged cookie, an expired session, a refresh due) goes through Better
  // Auth, which deletes expired sessions and slides the expiry, exactly as before.
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const { user } = session;
  const [factors] = await sql`
    select ${sql.unsafe(SECOND_FACTOR_OF('a.id'))} as second_factor
      from better_auth.users a where a.id = ${user.id}`;
  return await asUser({ id: user.id, email: user.email }, async (tx) => {
    const [row] = await tx`
      select ${tx.unsafe(VIEWER_COLUMNS)}
        from public.users u
        join public.account_statuses st on st.user_id = u.id
       where u.id = ${user.id}`;
    return row
      ? viewerFrom(user.id, user.email, row as unknown as ViewerRow, factors?.secondFactor === true)
      : null;
  });
}

/** Where staff without a second factor are sent: /profile's "Sign-in and security" section. */
export const SECOND_FACTOR_SETUP_PATH = '/profile#security';

/**
 * Staff read background checks, reports and pay: an admin must have a second factor (a confirmed
 * one-time-code app or a passkey) before any admin page or API answers them (ADR 044).
 */
export function needsSecondFactor(viewer: Viewer | null): boolean {
  return !!viewer && viewer.userType === 'admin' && viewer.secondFactor !== true;
}

/**
 * The API an admin without a second factor may still call: setting one up (and reading their own
 * account for the page), signing out, presence and the language.
 */
export function openToStaffWithoutSecondFactor(method: string, path: string): boolean {
  if (path === '/api/security' || path.startsWith('/api/security/')) return true;
  if (method === 'POST') return path === '/api/logout';
  // The live socket answers for itself: it closes with CLOSE_SECOND_FACTOR and sends nothing, so
  // every page (the profile where the factor is set up included) stops asking, instead of a
  // refused handshake the browser retries.
  if (path === '/api/realtime') return true;
  return ['/api/user', '/api/login/online', '/api/login/offline'].includes(path);
}

/**
 * Whether the request carries a session cookie at all (Better Auth's `tendwell.session_token`,
 * `__Secure-` prefixed in production, or its cached `session_data`), valid or not.
 */
export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && /(?:^|;\s*)[^=;]*session_(?:token|data)=/.test(cookieHeader);
}

export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Without a session cookie nobody is signed in: no need to ask Better Auth or the database.
  const cookie = c.req.header('cookie');
  const viewer = hasSessionCookie(cookie) ? await loadViewer(c.req.raw.headers) : null;
  c.set('viewer', viewer);
  // Staff without a second factor reach no API but the one that sets it up (ADR 044); their
  // pages are redirected by the guard. Enforced here, once, so that no admin route can forget it.
  if (
    needsSecondFactor(viewer) && c.req.path.startsWith('/api/') &&
    !openToStaffWithoutSecondFactor(c.req.method, c.req.path)
  ) {
    throw forbidden(text(commonMessages, 'secondFactorRequired'));
  }
  await next();
};

/** For API handlers: the signed-in viewer, or a 401. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthorized();
  return viewer;
}
