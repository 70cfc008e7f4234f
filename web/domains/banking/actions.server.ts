// The banking domain's verbs (spec 002 §2, §7; ADR 055): the Care Pro's banking details, sealed
// before they reach the database and answered masked, and the key rotation. One exported
// function per operation; the only server file other domains import (the caregivers' private
// record reads the owner's details).
//
// Each verb runs as the signed-in user (asUser), so row-level security decides what it can read
// and write: banking is the owner's and admins'. The service path (asService) is used only for
// what the server owns and says so where it does: the is_banking flag of public.account_statuses
// (accounts') and the key rotation.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { forbidden } from '../../server/http.server.ts';
import { bankingKeyRing, open, seal } from '../../server/secrets.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { markAccountStatusIn } from '../accounts/actions.server.ts';
import { normalizeAddress } from '../addresses/actions.server.ts';
import { bankingMessages } from './messages.ts';
import { type BankingDetails, maskDigits } from './model.ts';
import * as q from './queries.server.ts';
import type { BankingInput } from './schemas.ts';

type Actor = Pick<Viewer, 'id' | 'userType' | 'email'> & { status?: Viewer['status'] };

function requireCaregiver(viewer: Actor) {
  if (viewer.userType !== 'caregiver') throw forbidden(text(bankingMessages, 'notCaregiver'));
}

const sealContext = (userId: string, field: 'accNum' | 'transitNum') => `${userId}:${field}`;

async function toBanking(
  userId: string,
  row: q.BankingRow,
  reveal: boolean,
): Promise<BankingDetails> {
  const ring = await bankingKeyRing();
  const accNum = await open(
    ring,
    { ciphertext: row.accNumEncrypted, keyId: row.keyId },
    sealContext(userId, 'accNum'),
  );
  const transitNum = await open(
    ring,
    { ciphertext: row.transitNumEncrypted, keyId: row.keyId },
    sealContext(userId, 'transitNum'),
  );
  return {
    instNum: row.instNum,
    accNum: reveal ? accNum : maskDigits(accNum),
    transitNum: reveal ? transitNum : maskDigits(transitNum),
    bankName: row.bankName,
    bankAddress: row.bankAddress,
    homeAddress: row.homeAddress,
    isMasked: !reveal,
  };
}

/** POST /user/banking: numbers encrypted before they reach the database; answers them masked. */
export async function saveBanking(viewer: Actor, input: BankingInput): Promise<BankingDetails> {
  requireCaregiver(viewer);
  const ring = await bankingKeyRing();
  const acc = await seal(ring, input.accNum, sealContext(viewer.id, 'accNum'));
  const transit = await seal(ring, input.transitNum, sealContext(viewer.id, 'transitNum'));
  const row: q.BankingRow = {
    instNum: input.instNum,
    accNumEncrypted: acc.ciphertext,
    transitNumEncrypted: transit.ciphertext,
    keyId: acc.keyId,
    bankName: input.bankName,
    bankAddress: normalizeAddress(input.bankAddress),
    homeAddress: normalizeAddress(input.homeAddress),
  };
  await asUser(viewer, (tx) => q.upsertBanking(tx, viewer.id, row));
  // Server-owned flag (public.account_statuses has no write policy for users): the service path,
  // after the user's own change committed.
  await asService((tx) => markAccountStatusIn(tx, viewer.id, { is_banking: true }));
  return await toBanking(viewer.id, row, false);
}

/**
 * The owner's banking details (masked unless `reveal`), or null, in the caller's transaction
 * `tx`, which must run as the owner (the caregivers' private record reads them beside the
 * background check).
 */
export async function readOwnBankingIn(
  tx: Tx,
  userId: string,
  reveal: boolean,
): Promise<BankingDetails | null> {
  const row = await q.readBanking(tx, userId);
  return row ? await toBanking(userId, row, reveal) : null;
}

/** /profile/banking: the caregiver's own details, masked. */
export async function readOwnBanking(viewer: Actor): Promise<BankingDetails | null> {
  requireCaregiver(viewer);
  return await asUser(viewer, (tx) => readOwnBankingIn(tx, viewer.id, false));
}

/**
 * Re-encrypts every banking row with the current key (key rotation). Service path: no user acts,
 * and the rotation must see every row. Answers how many rows changed.
 */
export async function reencryptBanking(): Promise<number> {
  const ring = await bankingKeyRing();
  return await asService(async (tx) => {
    const rows = await q.listSealedBanking(tx);
    let changed = 0;
    for (const row of rows) {
      if (row.keyId === ring.currentId) continue;
      const { userId } = row;
      const acc = await open(
        ring,
        { ciphertext: row.accNumEncrypted, keyId: row.keyId },
        sealContext(userId, 'accNum'),
      );
      const transit = await open(
        ring,
        { ciphertext: row.transitNumEncrypted, keyId: row.keyId },
        sealContext(userId, 'transitNum'),
      );
      const a = await seal(ring, acc, sealContext(userId, 'accNum'));
      const tr = await seal(ring, transit, sealContext(userId, 'transitNum'));
      await q.resealBanking(tx, userId, {
        accNumEncrypted: a.ciphertext,
        transitNumEncrypted: tr.ciphertext,
        keyId: a.keyId,
      });
      changed++;
    }
    return changed;
  });
}
