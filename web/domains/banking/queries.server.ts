// The banking domain's reads and writes: banking_details (the numbers arrive here already
// encrypted). Every function takes the caller's transaction and opens none; the action decides
// who runs it (RLS applies to it). Each query declares the row it reads (ADR 059).
import type { Tx } from '../../server/db.server.ts';
import type { Row } from '../../server/db-schema.ts';

export type BankingRow = {
  instNum: string;
  transitNumEncrypted: string;
  accNumEncrypted: string;
  keyId: string;
  bankName: string;
  bankAddress: unknown;
  homeAddress: unknown;
};

export async function upsertBanking(tx: Tx, userId: string, b: BankingRow) {
  const columns = {
    inst_num: b.instNum,
    transit_num_encrypted: b.transitNumEncrypted,
    acc_num_encrypted: b.accNumEncrypted,
    key_id: b.keyId,
    bank_name: b.bankName,
    bank_address: tx.json(b.bankAddress as never),
    home_address: tx.json(b.homeAddress as never),
  };
  await tx`
    insert into public.banking_details ${tx({ user_id: userId, ...columns })}
    on conflict (user_id) do update set ${tx(columns)}`;
}

export async function readBanking(tx: Tx, userId: string): Promise<BankingRow | null> {
  const [row] = await tx<BankingRow[]>`
    select inst_num, transit_num_encrypted, acc_num_encrypted, key_id, bank_name, bank_address,
           home_address
      from public.banking_details where user_id = ${userId}`;
  return row ?? null;
}

/** For key rotation (service path): every row's id and sealed numbers. */
export async function listSealedBanking(tx: Tx) {
  return await tx<
    Pick<
      Row<'public.banking_details'>,
      'userId' | 'transitNumEncrypted' | 'accNumEncrypted' | 'keyId'
    >[]
  >`
    select user_id, transit_num_encrypted, acc_num_encrypted, key_id from public.banking_details
     order by user_id for update`;
}

export async function resealBanking(
  tx: Tx,
  userId: string,
  s: { transitNumEncrypted: string; accNumEncrypted: string; keyId: string },
) {
  await tx`
    update public.banking_details
       set transit_num_encrypted = ${s.transitNumEncrypted}, acc_num_encrypted = ${s.accNumEncrypted},
           key_id = ${s.keyId}
     where user_id = ${userId}`;
}
