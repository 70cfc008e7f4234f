// What a family account adds at signup: its care needs, a first job posting made from them, and
// the welcome flag. Runs inside createAccount's transaction, so all of it exists or none does.
import type { Tx } from '../../server/db.server.ts';
import { invalid } from '../../server/http.server.ts';
import { createJobFromCareNeeds } from '../jobs/postings.server.ts';
import { type FamilySignup, MSG } from './schemas.ts';

const chosen = (m: Record<string, boolean>) => Object.keys(m).filter((k) => m[k]);

export async function createFamilyProfile(tx: Tx, userId: string, body: FamilySignup) {
  const conditions = chosen(body.conditions);
  const known = await tx`select key from public.conditions where key = any(${conditions})`;
  if (known.length !== conditions.length) throw invalid({ conditions: MSG.selectCondition });
  const careNeeds = {
    serviceStart: body.serviceStart,
    servicePerWeek: body.servicePerWeek,
    serviceLength: body.serviceLength,
    services: chosen(body.service),
    conditions,
    languagePref: [...new Set(body.languagePref)],
  };
  await tx`
    insert into public.care_needs
      (user_id, service_start, service_per_week, service_length, services, conditions, language_pref)
    values (${userId}, ${careNeeds.serviceStart}, ${careNeeds.servicePerWeek}, ${careNeeds.serviceLength},
            ${careNeeds.services}, ${careNeeds.conditions}, ${careNeeds.languagePref})`;
  // createAccount stored the signup address and pointed users.address_id at it just before.
  const [user] = await tx`select address_id, locale from public.users where id = ${userId}`;
  if (user?.addressId) {
    await createJobFromCareNeeds(tx, {
      familyId: userId,
      addressId: user.addressId as string,
      careNeeds,
      locale: user.locale === 'fr' ? 'fr' : 'en',
    });
  }
  await tx`update public.account_statuses set is_initial = true where user_id = ${userId}`;
}
