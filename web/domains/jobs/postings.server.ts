// Job postings on the server. The first posting of a family is made at signup from what it told
// us about its care needs, with the default description of spec 002 §9.
import type { Tx } from '../../server/db.server.ts';
import type { Locale } from '../../shared/i18n.tsx';
import { defaultJobDescription } from './description.ts';

export type CareNeeds = {
  serviceStart: string;
  servicePerWeek: string;
  serviceLength: string;
  services: string[];
  conditions: string[];
  languagePref: string[];
};

export type NewJobFromCareNeeds = {
  familyId: string;
  /** The family's address; the job's city and point are copied from it by the database. */
  addressId: string;
  careNeeds: CareNeeds;
  /** The family's language, for the generated description. */
  locale: Locale;
};

/** Inserts an available job in `tx` (the caller's transaction) and returns its id. */
export async function createJobFromCareNeeds(tx: Tx, input: NewJobFromCareNeeds): Promise<string> {
  const { careNeeds } = input;
  // Conditions are reference data: mention them in its order, with its label as a fallback.
  const known = await tx`
    select key, label_en, label_fr from public.conditions
     where key = any(${careNeeds.conditions}) order by sort_order`;
  const labels = Object.fromEntries(
    known.map((r) => [r.key as string, (input.locale === 'fr' ? r.labelFr : r.labelEn) as string]),
  );
  const description = defaultJobDescription(
    { services: careNeeds.services, conditions: known.map((r) => r.key as string), labels },
    input.locale,
  );
  const [row] = await tx`
    insert into public.jobs
      (family_id, address_id, description, services, conditions, language_pref,
       service_start, service_per_week, service_length)
    values (${input.familyId}, ${input.addressId}, ${description}, ${careNeeds.services},
            ${careNeeds.conditions}, ${[...new Set(careNeeds.languagePref)]},
            ${careNeeds.serviceStart}, ${careNeeds.servicePerWeek}, ${careNeeds.serviceLength})
    returning id`;
  return row.id as string;
}
