// Banking key rotation (docs/decisions/055-banking-encryption.md):
//
//   deno run -A web/domains/banking/rotate-banking-key.ts --new-key   prints a new key line
//   BANKING_KEY="<new>,<old>" deno run -A web/domains/banking/rotate-banking-key.ts
//
// The second form re-encrypts every banking row and every caregiver's SIN (the employer domain,
// ADR 047: sealed with the same key ring) whose key id is not the first key's; afterwards the
// old key can be dropped from BANKING_KEY. Both must be done before the old key goes, or the
// rows still sealed with it could never be read again.
import { sql } from '../../server/db.server.ts';
import { generateKeySpec } from '../../server/secrets.server.ts';
import { reencryptSins } from '../employer/actions.server.ts';
import { reencryptBanking } from './actions.server.ts';

/** Re-seals everything the banking key ring protects; answers how many rows of each changed. */
export async function rotateBankingKey(): Promise<{ banking: number; sins: number }> {
  return { banking: await reencryptBanking(), sins: await reencryptSins() };
}

if (import.meta.main) {
  if (Deno.args.includes('--new-key')) {
    console.log(generateKeySpec());
  } else {
    const changed = await rotateBankingKey();
    console.log(
      `Re-encrypted ${changed.banking} banking row(s) and ${changed.sins} SIN(s) with the current key.`,
    );
    await sql.end();
  }
}
