// The my-data domain's verbs (issue 22 point 5, ADR 045): ask for one's data, build it (the
// worker), take it once through the emailed link, and close one's own account.
import { strToU8, type Zippable, zipSync } from 'fflate';
import { auth } from '../../server/auth.server.ts';
import { asService, asUser, hitRateLimit } from '../../server/db.server.ts';
import { env } from '../../server/env.server.ts';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  tooManyRequests,
} from '../../server/http.server.ts';
import { enqueue, type JobContext } from '../../server/queue.server.ts';
import { storage } from '../../server/storage.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { closeAccount } from '../accounts/actions.server.ts';
import { employerRecordsOf } from '../employer/actions.server.ts';
import { listRecords } from '../records-of-employment/actions.server.ts';
import { taxRecordsOf, taxToday } from '../tax-slips/actions.server.ts';
import { FIRST_TAX_YEAR } from '../tax-slips/model.ts';
import { exportReadyEmail } from './emails.server.ts';
import { type MyDataMessageKey, myDataMessages } from './messages.ts';
import {
  downloadPath,
  EXPORT_LINK_DAYS,
  EXPORT_TOKEN,
  EXPORTS_PER_DAY,
  type ExportStatus,
  type LinkState,
} from './model.ts';
import {
  insertExport,
  latestExport,
  linkStateOf,
  markExportFailed,
  readExportRequest,
  readOwnContactInquiries,
  readOwnData,
  readOwnFiles,
  storeArchive,
  takeArchive,
} from './queries.server.ts';
import type { CloseOwnAccount } from './schemas.ts';

const say = (key: MyDataMessageKey) => text(myDataMessages, key);

export const EXPORT_JOB = 'my-data.export';
/** The version of the export's layout, written into it. */
export const EXPORT_FORMAT = 'tendwell-my-data/1';

// ---------------------------------------------------------------- asking

/** GET /api/my-data/export: the newest request's state, read as the person (RLS). */
export async function readExportStatus(viewer: Viewer): Promise<ExportStatus> {
  return await asUser(viewer, (tx) => latestExport(tx, viewer.id));
}

/**
 * POST /api/my-data/export: queues the build. One pending request at a time (the database's
 * unique index decides a race), and a few a day: each one reads everything and builds a ZIP.
 */
export async function requestExport(viewer: Viewer): Promise<ExportStatus> {
  const current = await readExportStatus(viewer);
  if (current.state === 'pending') throw conflict(say('exportPending'));
  if (!(await hitRateLimit(`my-data:export:${viewer.id}`, EXPORTS_PER_DAY, 86_400))) {
    throw tooManyRequests(say('exportTooMany'));
  }
  // Service connection: only the server writes requests (the person reads their state).
  const id = await asService(async (tx) => {
    const created = await insertExport(tx, viewer.id);
    if (created) await enqueue(EXPORT_JOB, { exportId: created }, { tx, maxAttempts: 3 });
    return created;
  });
  if (!id) throw conflict(say('exportPending'));
  return await readExportStatus(viewer);
}

// ---------------------------------------------------------------- building (the worker)

const AVATAR_PATH = /^\/storage\/v1\/object\/public\/avatars\/(.+)$/;
const extOf = (path: string) => path.slice(path.lastIndexOf('.') + 1);

async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The login's email and creation, and each session: when, last seen, browser, IP address. */
async function signInRecords(userId: string) {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.findUserById(userId);
  const sessions = await ctx.internalAdapter.listSessions(userId);
  return {
    signIn: user ? { email: user.email, createdAt: user.createdAt } : null,
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt,
      lastSeen: s.updatedAt,
      expiresAt: s.expiresAt,
      ipAddress: s.ipAddress ?? null,
      userAgent: s.userAgent ?? null,
    })),
  };
}

/**
 * The person's year-end records (issue 23), each read as the person by its own domain: the
 * employer details and remittances (a family), the SIN masked (a caregiver; never the full
 * number, ADR 045), the tax slips as figures, and the records of employment.
 */
async function yearEndRecords(userId: string, userType: Viewer['userType']) {
  if (userType !== 'family' && userType !== 'caregiver') return null;
  const viewer = { id: userId, userType, email: '' };
  const lastYear = Number(taxToday().slice(0, 4));
  return {
    ...(await employerRecordsOf(viewer, FIRST_TAX_YEAR, lastYear)),
    taxSlips: await taxRecordsOf(viewer),
    recordsOfEmployment: await listRecords(viewer),
  };
}

/** The ZIP: my-data.json, and the person's own files under files/. */
export async function buildArchive(userId: string, userType: Viewer['userType']) {
  // As the person: row-level security decides what is theirs to see (queries.server.ts).
  const own = await asUser({ id: userId, userType }, async (tx) => ({
    data: await readOwnData(tx, userId),
    files: await readOwnFiles(tx, userId),
  }));
  // Their own records that their role cannot read: the contact inquiries they sent (staff read
  // them), and their sign-in records, which Better Auth keeps and gives through its own API.
  const contactInquiries = await asService((tx) => readOwnContactInquiries(tx, userId));
  const yearEnd = await yearEndRecords(userId, userType);
  const held = { ...(await signInRecords(userId)), contactInquiries };

  const wanted: Array<
    { name: string; what: string; bucket: 'avatars' | 'background-checks'; path: string }
  > = [];
  const avatar = own.files.imgUrl?.match(AVATAR_PATH)?.[1];
  const thumb = own.files.imgUrlThumb?.match(AVATAR_PATH)?.[1];
  // Only the person's own folder: a picture URL pointing elsewhere is not theirs to take.
  const mine = (p: string | undefined | null): p is string => !!p && p.startsWith(`${userId}/`);
  if (mine(avatar)) {
    wanted.push({
      name: `files/photo.${extOf(avatar)}`,
      what: 'profile photo',
      bucket: 'avatars',
      path: avatar,
    });
  }
  if (mine(thumb) && thumb !== avatar) {
    wanted.push({
      name: `files/photo-small.${extOf(thumb)}`,
      what: 'profile photo, small',
      bucket: 'avatars',
      path: thumb,
    });
  }
  if (mine(own.files.backgroundCheck)) {
    const p = own.files.backgroundCheck;
    wanted.push({
      name: `files/background-check.${extOf(p)}`,
      what: 'background check',
      bucket: 'background-checks',
      path: p,
    });
  }
  if (mine(own.files.receipt)) {
    const p = own.files.receipt;
    wanted.push({
      name: `files/background-check-receipt.${extOf(p)}`,
      what: 'background check receipt',
      bucket: 'background-checks',
      path: p,
    });
  }

  const zip: Zippable = {};
  const files: Array<{ name: string; what: string }> = [];
  for (const file of wanted) {
    const bytes = await storage.from(file.bucket).download(file.path);
    if (!bytes) continue; // listed on the profile but gone from storage: nothing to give
    zip[file.name] = [bytes, { level: 0 }]; // images and PDFs are compressed already
    files.push({ name: file.name, what: file.what });
  }
  const document = {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    note: 'Amounts are in cents (CAD); times are UTC instants; time_zone names the care location.',
    ...own.data,
    ...held,
    yearEnd,
    files,
  };
  zip['my-data.json'] = strToU8(JSON.stringify(document, null, 2));
  return zipSync(zip, { level: 6 });
}

/** The worker's `my-data.export` job: builds the ZIP, stores it with the link's hash, mails the link. */
export async function buildExport(exportId: string, ctx?: JobContext): Promise<void> {
  const request = await asService((tx) => readExportRequest(tx, exportId));
  if (!request || request.done) return; // built already (delivery is at least once), or closed
  let archive: Uint8Array;
  try {
    archive = await buildArchive(request.userId, request.userType);
  } catch (err) {
    // The last attempt: say so on the person's page instead of leaving it pending for ever.
    if (ctx && ctx.job.attempts + 1 >= ctx.job.maxAttempts) {
      await asService((tx) => markExportFailed(tx, exportId));
    }
    throw err;
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + EXPORT_LINK_DAYS * 86_400_000);
  const link = `${env.baseUrl}${downloadPath(token)}`;
  await asService(async (tx) => {
    if (!(await storeArchive(tx, exportId, archive, await hashToken(token), expiresAt))) return;
    const mail = exportReadyEmail({
      to: request.email,
      firstName: request.firstName,
      link,
      locale: request.locale,
    });
    await enqueue('send-email', mail, { tx });
  });
}

// ---------------------------------------------------------------- taking it, once

/** The download page: what the link finds for the signed-in person (nothing is changed). */
export async function readLinkState(viewer: Viewer, token: string): Promise<LinkState> {
  if (!EXPORT_TOKEN.test(token)) return 'invalid';
  const hash = await hashToken(token);
  // Service connection: the token's hash is the server's alone (not granted to the person).
  return await asService((tx) => linkStateOf(tx, hash, viewer.id));
}

/**
 * POST /api/my-data/download: the archive, once. A used, expired or unknown link (or another
 * person's) is refused with the reason in the person's words.
 */
export async function downloadExport(viewer: Viewer, token: string): Promise<Uint8Array> {
  const hash = await hashToken(token);
  const archive = await asService((tx) => takeArchive(tx, hash, viewer.id));
  if (archive) return archive;
  const state = await asService((tx) => linkStateOf(tx, hash, viewer.id));
  if (state === 'used') throw conflict({ general: say('linkUsed') });
  if (state === 'expired') throw conflict({ general: say('linkExpired') });
  throw notFound(say('linkInvalid'));
}

// ---------------------------------------------------------------- closing one's own account

/**
 * POST /api/my-data/close: the password (and the second factor's code when the account has
 * one), then the one closing rule of ADR 040 as the account holder. The sessions end with it.
 */
export async function closeOwnAccount(
  viewer: Viewer,
  headers: Headers,
  input: CloseOwnAccount,
): Promise<void> {
  if (!(await hitRateLimit(`my-data:close:${viewer.id}`, 5, 900))) {
    throw tooManyRequests(say('tooManyAttempts'));
  }
  try {
    await auth.api.verifyPassword({ body: { password: input.password }, headers });
  } catch (err) {
    if ((err as { status?: unknown }).status) throw invalid({ password: say('passwordWrong') });
    throw err;
  }
  await requireSecondFactor(viewer, headers, input.code);
  await closeAccount(viewer, viewer.id, 'self', '');
}

/** How recent a passkey sign-in must be for its session to close the account. */
export const FRESH_SIGN_IN_MS = 15 * 60_000;

/**
 * An account whose second factor is a passkey opens no session with its password alone (ADR
 * 044): its session was opened with the passkey. A session opened in the last 15 minutes is that
 * proof, given again; an older one must sign in again first.
 */
async function requireFreshPasskeySignIn(headers: Headers) {
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true } })
    .catch(() => null);
  const openedAt = found ? new Date(found.session.createdAt).getTime() : 0;
  if (!(Date.now() - openedAt <= FRESH_SIGN_IN_MS)) throw forbidden(say('passkeySignInAgain'));
}

/**
 * An account with a one-time-code app (ADR 044) proves it again: a 6-digit code from the app,
 * or one of its backup codes. Better Auth checks it against the signed-in session and counts
 * wrong codes towards its lockout.
 */
async function requireSecondFactor(viewer: Viewer, headers: Headers, given: string) {
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.findUserById(viewer.id) as
    | { twoFactorEnabled?: boolean }
    | null;
  if (user?.twoFactorEnabled !== true) {
    if (viewer.secondFactor === true) await requireFreshPasskeySignIn(headers);
    return;
  }
  const code = given.trim();
  if (!code) throw invalid({ code: say('codeRequired') });
  try {
    if (/^\d{6}$/.test(code)) await auth.api.verifyTOTP({ body: { code }, headers });
    else await auth.api.verifyBackupCode({ body: { code }, headers });
  } catch (err) {
    const failure = err as { statusCode?: unknown; body?: { code?: unknown } };
    const status = failure.statusCode;
    if (status === 429 || /LOCK|TOO_MANY/.test(String(failure.body?.code ?? ''))) {
      throw tooManyRequests(say('tooManyAttempts'));
    }
    if (typeof status === 'number') throw invalid({ code: say('codeWrong') });
    throw err;
  }
}
