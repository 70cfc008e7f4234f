// What a family account adds at signup: its care needs, and the welcome flag.
import type { Tx } from '../../server/db.server.ts';
import { invalid } from '../../server/http.server.ts';
import { type FamilySignup, MSG } from './schemas.ts';

const chosen = (m: Record<string, boolean>) => Object.keys(m).filter((k) => m[k]);

export async function createFamilyProfile(tx: Tx, userId: string, body: FamilySignup) {
  const conditions = chosen(body.conditions);
  const known = await tx`select key from public.conditions where key = any(${conditions})`;
  if (known.length !== conditions.length) throw invalid({ conditions: MSG.selectCondition });
  await tx`
    insert into public.care_needs
      (user_id, service_start, service_per_week, service_length, services, conditions, language_pref)
    values (${userId}, ${body.serviceStart}, ${body.servicePerWeek}, ${body.serviceLength},
            ${chosen(body.service)}, ${conditions}, ${[...new Set(body.languagePref)]})`;
  await tx`update public.account_statuses set is_initial = true where user_id = ${userId}`;
}
