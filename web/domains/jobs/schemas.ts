// The job payloads of spec 002 §5 and §7 and the job-search query grammar of spec 002 §2, defined
// once for the islands and the server. Every message is a key of jobMessages (messages.ts).
import * as v from 'valibot';
import { AddressSchema } from '../../shared/address/address-schema.ts';
import type { JobMessageKey } from './messages.ts';
import {
  DEFAULT_LANGUAGE,
  JOB_DATE_FILTERS,
  JOB_QUERY_KEYS,
  JOB_QUERY_MAX_KEYS,
  type JobQuery,
  LANGUAGE_KEYS,
  SERVICE_KEYS,
  SERVICE_LENGTH,
  SERVICE_PER_WEEK,
  SERVICE_START,
} from './model.ts';
import { fieldsOr } from '../../shared/valibot-fields.ts';

type Key = JobMessageKey;
const k = (key: Key) => key;

/** Payload objects: a missing key answers with that field's own message (web/shared). */
const fields = fieldsOr(k('empty'));

/** { key: true } maps as the spec sends them → the chosen keys; unknown keys are refused. */
const chosenKeys = (allowed: readonly string[] | null, message: Key) =>
  v.pipe(
    v.record(v.string(), v.boolean(), k(message)),
    v.check(
      (m) => allowed === null || Object.keys(m).every((key) => allowed.includes(key)),
      k(message),
    ),
    v.transform((m) => Object.keys(m).filter((key) => m[key])),
    v.check((keys) => keys.length >= 1 && keys.length <= 40, k(message)),
  );

const languagePref = v.optional(
  v.pipe(
    v.array(v.picklist(LANGUAGE_KEYS, k('selectLanguage')), k('selectLanguage')),
    v.minLength(1, k('selectLanguage')),
    v.maxLength(LANGUAGE_KEYS.length, k('selectLanguage')),
    v.transform((list) => [...new Set(list)]),
  ),
  [DEFAULT_LANGUAGE],
);

/** The shared address schema with this catalog's key as its one message. */
const addressField = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(AddressSchema, dataset.value);
    if (result.success) return result.output;
    addIssue({ message: k('addressRequired') });
    return NEVER;
  }),
);

const description = (emptyKey: Key) =>
  v.pipe(
    v.string(k(emptyKey)),
    v.trim(),
    v.nonEmpty(k(emptyKey)),
    v.maxLength(5000, k('descriptionTooLong')),
  );

const needs = {
  serviceStart: v.picklist(SERVICE_START, k('selectOption')),
  servicePerWeek: v.picklist(SERVICE_PER_WEEK, k('selectOption')),
  serviceLength: v.picklist(SERVICE_LENGTH, k('selectOption')),
  languagePref,
  service: chosenKeys(SERVICE_KEYS, 'selectAtLeastOne'),
  // Condition keys are reference data (public.conditions); the server checks them there.
  conditions: chosenKeys(null, 'selectAtLeastOne'),
  address: addressField,
};

/** POST /api/job (spec 002 §7): a new posting. */
export const NewJobSchema = fields({ ...needs, description: description('descriptionEmpty') });
export type NewJobInput = v.InferOutput<typeof NewJobSchema>;

/** POST /api/job/{id}/edit: the same fields; the address may be left out to keep the current one. */
export const EditJobSchema = fields({
  ...needs,
  address: v.optional(addressField),
  description: description('empty'),
});
export type EditJobInput = v.InferOutput<typeof EditJobSchema>;

/** POST /api/job/{id}/edit/avail. */
export const JobAvailabilitySchema = fields({
  isAvailable: v.boolean(k('isAvailableRequired')),
});

/** POST /api/my-jobs: optional isUpdate (false on the dashboard). */
export const MyJobsSchema = v.object({ isUpdate: v.optional(v.boolean(), false) });

// ---------------------------------------------------------------------------------------------
// The job-search query (spec 002 §2, §5): `locality=toronto&region=on&page=2`. A part that is
// 'any', empty or not a known value is left out; page appears only when not 1. Parsing is
// lenient (a hand-edited URL never errors, it just drops what it does not understand), and
// formatting a parsed query gives the canonical string, so parse(format(q)) equals q.

const TEXT_MAX = 100;

function cleanText(value: string | undefined | null): string | undefined {
  const s = (value ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return s && s !== 'any' && s.length <= TEXT_MAX ? s : undefined;
}

function pick<T extends string>(list: readonly T[], value: string | undefined | null) {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** A comma-separated list of keys → the known ones, sorted, without repeats; none → undefined. */
function keyList(value: string | undefined | null, known: (key: string) => boolean) {
  const keys = [...new Set((value ?? '').split(',').map((k) => k.trim()).filter(known))].sort();
  return keys.length ? keys.slice(0, JOB_QUERY_MAX_KEYS) : undefined;
}

const isServiceKey = (key: string) => (SERVICE_KEYS as readonly string[]).includes(key);
// Condition keys are reference data (public.conditions): any key-shaped word is kept, and one no
// job has simply matches nothing.
const isConditionKey = (key: string) => /^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(key);

function toParams(input: string | URLSearchParams | Record<string, string | undefined>) {
  if (input instanceof URLSearchParams) return input;
  if (typeof input === 'string') return new URLSearchParams(input.replace(/^[?/]+/, ''));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value != null) params.set(key, value);
  return params;
}

/** A query string, URLSearchParams or plain record → the query (absent parts left out). */
export function parseJobQuery(
  input: string | URLSearchParams | Record<string, string | undefined>,
): JobQuery {
  const p = toParams(input);
  const query: JobQuery = {};
  const locality = cleanText(p.get('locality'));
  if (locality) query.locality = locality;
  const region = cleanText(p.get('region'));
  if (region) query.region = region;
  const date = pick(JOB_DATE_FILTERS, p.get('date'));
  if (date) query.date = date;
  const serviceStart = pick(SERVICE_START, p.get('serviceStart'));
  if (serviceStart) query.serviceStart = serviceStart;
  const servicePerWeek = pick(SERVICE_PER_WEEK, p.get('servicePerWeek'));
  if (servicePerWeek) query.servicePerWeek = servicePerWeek;
  const serviceLength = pick(SERVICE_LENGTH, p.get('serviceLength'));
  if (serviceLength) query.serviceLength = serviceLength;
  const language = pick(LANGUAGE_KEYS, p.get('language'));
  if (language) query.language = language;
  // 'Matches Me' stands for both multi-selects, so a query with it carries neither list.
  if (p.get('matchesMe') === 'true') query.matchesMe = true;
  else {
    const services = keyList(p.get('services'), isServiceKey);
    if (services) query.services = services;
    const conditions = keyList(p.get('conditions'), isConditionKey);
    if (conditions) query.conditions = conditions;
  }
  const page = Number(p.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) query.page = page;
  return query;
}

/** The query → its canonical string (no leading '?'), parts in the spec's order. */
export function formatJobQuery(query: JobQuery): string {
  const clean = parseJobQuery(
    Object.fromEntries(
      JOB_QUERY_KEYS.map((key) => [key, query[key] == null ? undefined : String(query[key])]),
    ),
  );
  return JOB_QUERY_KEYS
    .filter((key) => clean[key] !== undefined)
    // Key lists are word characters joined by commas: written as they are, readable in the path.
    .map((key) => {
      const value = clean[key];
      return `${key}=${Array.isArray(value) ? value.join(',') : encodeURIComponent(String(value))}`;
    })
    .join('&');
}

/** Whether any filter (beyond the place and the page) is set: Clear is disabled otherwise. */
export function hasJobFilters(query: JobQuery): boolean {
  return !!(query.date || query.serviceStart || query.servicePerWeek || query.serviceLength ||
    query.language || query.services?.length || query.conditions?.length || query.matchesMe);
}

// ---------------------------------------------------------------------------------------------
// Answers, for the API's OpenAPI document (web/server/openapi.server.ts): a family's job, a job
// card, and GET /jobs/dash (a dashboard summary the spec leaves open). Typed against model.ts
// and checked against real answers by tests/integration/openapi.test.ts.

const flags = v.pipe(v.record(v.string(), v.literal(true)), v.description('Chosen keys: true.'));

/** A job as its family sees it (GET /api/job/{id}, POST /api/my-jobs). */
export const FamilyJobSchema = v.pipe(
  v.object({
    id: v.string(),
    createdAt: v.string(),
    updatedAt: v.string(),
    description: v.string(),
    service: flags,
    conditions: flags,
    languagePref: v.array(v.string()),
    serviceStart: v.string(),
    servicePerWeek: v.string(),
    serviceLength: v.string(),
    address: v.object({
      addressFull: v.string(),
      addressParams: v.objectWithRest(
        { locality: v.string(), adminAreaLevel1: v.string() },
        v.string(),
      ),
    }),
    isAvailable: v.boolean(),
    numApply: v.number(),
    newApply: v.number(),
    cgViews: v.number(),
    newViews: v.number(),
  }),
  v.title('FamilyJob'),
);

/** A job search card (GET /api/jobs/search, the Care Pro's dashboard). */
export const JobCardSchema = v.pipe(
  v.object({
    id: v.string(),
    createdAt: v.string(),
    description: v.string(),
    services: v.array(v.string()),
    moreServices: v.boolean(),
    conditions: v.array(v.string()),
    serviceStart: v.string(),
    servicePerWeek: v.string(),
    serviceLength: v.string(),
    languagePref: v.array(v.string()),
    locality: v.string(),
    adminAreaLevel1: v.string(),
    distanceKm: v.number(),
    badge: v.nullable(v.picklist(['hired', 'applied', 'viewed'])),
    isFavourite: v.boolean(),
    serviceMatch: v.pipe(v.number(), v.description("The share of the job's services offered, %.")),
  }),
  v.title('JobCard'),
);

/** GET /api/jobs/dash: a family's latest postings and their count, or a Care Pro's new jobs. */
export const JobsDashAnswerSchema = v.union([
  v.pipe(
    v.object({ jobs: v.array(FamilyJobSchema), total: v.number() }),
    v.title('FamilyJobsDash'),
  ),
  v.pipe(
    v.object({ jobs: v.array(JobCardSchema), favourites: v.array(JobCardSchema) }),
    v.title('CareProJobsDash'),
  ),
]);
