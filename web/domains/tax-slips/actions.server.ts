// The tax-slips domain's verbs (issue 23 points 3, 4 and 7; ADR 048): the only server file other
// domains import. Reads run as the viewer, so row-level security decides: a family sees its own
// employees' pay and slips, a caregiver only their own. Issuing writes on the service path (no
// user writes a slip's figures): the family's issue and an admin's re-run both go through
// `runYearEnd`, which issues an original slip where none was, an amended one where the figures
// changed since, and nothing else, so running it again changes nothing.
import { asService, asUser, type Tx } from '../../server/db.server.ts';
import { conflict, forbidden, invalid, notFound } from '../../server/http.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';
import { text } from '../../shared/i18n.tsx';
import { formatCalendarDate } from '../../shared/dates.ts';
import {
  readEmployeeSin,
  readEmployerDetails,
  remittancesOfYear,
  remittedOfYear,
} from '../employer/actions.server.ts';
import type { EmployerDetails } from '../employer/model.ts';
import {
  fileSlug,
  finalFrom,
  FIRST_TAX_YEAR,
  isFinalYear,
  type T4Summary,
  type TaxSlip,
  type TaxYearView,
} from './model.ts';
import { type TaxSlipsMessageKey, taxSlipsMessages } from './messages.ts';
import { slipsPdf, summaryPdf } from './pdf.server.ts';
import * as q from './queries.server.ts';
import { draftSlips, type Names, planIssue, summarize, type YearLine } from './slips.ts';
import { TRANSMITTER } from './transmitter.server.ts';
import { latin1, t4ReturnXml } from './xml.ts';

export type TaxActor = Pick<Viewer, 'id' | 'userType' | 'email'> & { locale?: 'en' | 'fr' };

const t = (key: TaxSlipsMessageKey, params?: Record<string, string | number>) =>
  text(taxSlipsMessages, key, params);

/** The Quebec parts of the engine that no oracle confirmed (ADR 026), named on Quebec drafts. */
const QUEBEC_UNVERIFIED = ['unverifiedQuebecTax', 'unverifiedQuebecFederal'];

/** Today in Toronto: the year turns for slips on 1 January, Eastern time, where Tendwell is. */
export function taxToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A tax year a person may ask for: from the first year Tendwell paid to the current one. */
export function checkYear(year: number, today: string): number {
  const last = Number(today.slice(0, 4));
  if (!Number.isInteger(year) || year < FIRST_TAX_YEAR || year > last) {
    throw invalid({ year: t('badYear', { first: FIRST_TAX_YEAR, last }) });
  }
  return year;
}

function requireFamily(viewer: TaxActor) {
  if (viewer.userType !== 'family') throw forbidden(t('notFamily'));
}

// ------------------------------------------------------------------------------------ names

function personName(n: { firstName: string; lastName: string } | undefined) {
  return n ? `${n.firstName} ${n.lastName}`.trim() : '';
}

/**
 * Names for the slips of `lines`. Service path, after the caller's own transaction chose the
 * lines (RLS): a slip must name its employee and its employer, and the users table lets each
 * person read only their own row. Only names leave; the employer's legal name when given.
 */
async function namesFor(
  lines: YearLine[],
): Promise<Names & { details: Map<string, EmployerDetails | null> }> {
  const familyIds = [...new Set(lines.map((l) => l.familyId))];
  const caregiverIds = [...new Set(lines.map((l) => l.caregiverId))];
  return await asService(async (tx) => {
    const people = await q.selectNames(tx, [...familyIds, ...caregiverIds]);
    const details = new Map<string, EmployerDetails | null>();
    await inChunks(familyIds, async (familyId) => {
      details.set(familyId, await readEmployerDetails(tx, familyId));
    });
    return {
      details,
      employerName: (familyId) =>
        details.get(familyId)?.legalName || personName(people.get(familyId)) || '-',
      employee: (caregiverId) => people.get(caregiverId) ?? { firstName: '', lastName: '' },
    };
  });
}

/**
 * Runs `fn` over `items`, CHUNK at a time: queries issued together on one transaction are
 * pipelined by the driver, so a year-end over 50,000 families does not wait for each in turn.
 */
async function inChunks<T>(items: T[], fn: (item: T) => Promise<void>, chunk = 500) {
  for (let i = 0; i < items.length; i += chunk) {
    await Promise.all(items.slice(i, i + chunk).map(fn));
  }
}

async function remittedToCra(tx: Tx, familyId: string, year: number): Promise<number> {
  const months = await remittancesOfYear(tx, familyId, year);
  return months.filter((m) => m.remittedOn).reduce((sum, m) => sum + m.craCents, 0);
}

// ------------------------------------------------------------------------------------ reads

/** GET /api/tax-slips/{year}: the year's slips (and the Summary, for the family) on My Pay. */
export async function taxYearView(
  viewer: TaxActor,
  year: number,
  today = taxToday(),
): Promise<TaxYearView> {
  checkYear(year, today);
  const final = isFinalYear(year, today);
  if (viewer.userType === 'caregiver') {
    const [lines, issued] = await asUser(viewer, async (tx) =>
      [
        await q.selectYearLines(tx, year, { caregiverId: viewer.id }),
        await q.selectLatestIssued(tx, year, { caregiverId: viewer.id }),
      ] as const);
    const computed = draftSlips(year, lines, await namesFor(lines));
    // Once final and issued, the caregiver's slip is the one the family filed.
    const slips = final && issued.length ? issued : computed;
    return {
      year,
      role: 'caregiver',
      draft: !final || issued.length === 0,
      finalFrom: finalFrom(year),
      unverified: slips.some((s) => s.province === 'QC') ? QUEBEC_UNVERIFIED : [],
      slips,
      summary: null,
      runs: [],
      changedSinceIssue: false,
      missing: [],
    };
  }
  requireFamily(viewer);
  const state = await familyYear(viewer, year);
  const issuedAny = state.issued.length > 0;
  const plan = planIssue(state.computed, state.issued);
  return {
    year,
    role: 'family',
    draft: !final,
    finalFrom: finalFrom(year),
    unverified: state.computed.some((s) => s.province === 'QC') ? QUEBEC_UNVERIFIED : [],
    slips: issuedAny ? state.issued : state.computed,
    summary: issuedAny ? state.issuedSummary : state.summary,
    runs: state.runs,
    changedSinceIssue: issuedAny && plan.original.length + plan.amended.length > 0,
    missing: !state.details
      ? ['employerDetails', 'payrollAccount']
      : state.details.payrollAccount
      ? []
      : ['payrollAccount'],
  };
}

/** The family's year: computed slips and Summary, what was issued, its employer details. */
async function familyYear(viewer: TaxActor, year: number) {
  const read = await asUser(viewer, async (tx) => ({
    lines: await q.selectYearLines(tx, year, { familyId: viewer.id }),
    issued: await q.selectLatestIssued(tx, year, { familyId: viewer.id }),
    runs: await q.selectFamilyRuns(tx, viewer.id, year),
    issuedSummary: await q.selectSummary(tx, viewer.id, year),
    details: await readEmployerDetails(tx, viewer.id),
    remitted: await remittedToCra(tx, viewer.id, year),
  }));
  const names = await namesFor(read.lines);
  const computed = draftSlips(year, read.lines, names);
  const summary = summarize(
    year,
    viewer.id,
    names.employerName(viewer.id),
    computed,
    read.lines,
    read.remitted,
  );
  return { ...read, computed, summary };
}

// ------------------------------------------------------------------------------------ issue

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export type RunResult = { runId: string; original: number; amended: number; unchanged: number };

/**
 * The one place a year-end run is recorded (public.tax_year_runs): the family's issue and an
 * admin's re-run both pass here, so the admin audit trail hooks this call.
 */
export async function recordYearEndRun(
  tx: Tx,
  run: { year: number; familyId: string | null; runBy: string | null },
): Promise<string> {
  return await q.insertRun(tx, run);
}

/**
 * Issues the year's slips (service path): originals where none were issued, amended ('A') slips
 * for a caregiver whose figures changed since, and a Summary for each family that got slips.
 * Runs of one year take turns (an advisory lock), so two at once cannot issue twice.
 */
export async function runYearEnd(
  run: { year: number; familyId: string | null; runBy: string | null },
): Promise<RunResult> {
  return await asService(async (tx) => {
    await tx`select pg_advisory_xact_lock(480048, ${run.year})`;
    const scope = run.familyId ? { familyId: run.familyId } : {};
    const lines = await q.selectYearLines(tx, run.year, scope);
    const issued = await q.selectLatestIssued(tx, run.year, scope);
    const names = await namesFor(lines);
    const computed = draftSlips(run.year, lines, names);
    const plan = planIssue(computed, issued);
    const runId = await recordYearEndRun(tx, run);
    const toIssue = [...plan.original, ...plan.amended];
    await q.insertSlips(tx, runId, toIssue);
    const families = [...new Set(toIssue.map((s) => s.familyId))];
    const slipsOf = groupBy(computed, (s) => s.familyId);
    const linesOf = groupBy(lines, (l) => l.familyId);
    const amendedFamilies = new Set(plan.amended.map((s) => s.familyId));
    // One set-based read of what every family remitted (per family it cost a query each).
    const remitted = await remittedOfYear(tx, run.year, families);
    const summaries: T4Summary[] = families.map((familyId) => ({
      ...summarize(
        run.year,
        familyId,
        names.employerName(familyId),
        slipsOf.get(familyId) ?? [],
        linesOf.get(familyId) ?? [],
        remitted.get(familyId)?.craCents ?? 0,
      ),
      reportType: amendedFamilies.has(familyId) ? 'A' : 'O',
    }));
    await q.insertSummaries(tx, runId, summaries);
    const counts = {
      original: plan.original.length,
      amended: plan.amended.length,
      unchanged: plan.unchanged,
    };
    await q.finishRun(tx, runId, counts);
    return { runId, ...counts };
  });
}

/** POST /api/tax-slips/{year}/issue: the family issues (files) its slips, from 1 January. */
export async function issueSlips(
  viewer: TaxActor,
  year: number,
  today = taxToday(),
): Promise<RunResult> {
  requireFamily(viewer);
  checkYear(year, today);
  if (!isFinalYear(year, today)) {
    throw conflict({
      year: t('notYet', {
        year,
        date: formatCalendarDate(finalFrom(year), viewer.locale ?? 'en', 'long'),
      }),
    });
  }
  const state = await asUser(viewer, async (tx) => ({
    lines: await q.selectYearLines(tx, year, { familyId: viewer.id }),
    issued: await q.selectLatestIssued(tx, year, { familyId: viewer.id }),
  }));
  if (state.lines.length === 0 && state.issued.length === 0) {
    throw conflict({ year: t('noSlipsToIssue', { year }) });
  }
  return await runYearEnd({ year, familyId: viewer.id, runBy: viewer.id });
}

/** POST /api/admin/tax-slips/{year}/run: an admin re-runs the year for every family. */
export async function rerunYearEndAsAdmin(
  viewer: TaxActor,
  year: number,
  today = taxToday(),
): Promise<RunResult> {
  if (viewer.userType !== 'admin') throw forbidden(t('adminsOnly'));
  checkYear(year, today);
  if (!isFinalYear(year, today)) {
    throw conflict({
      year: t('notYet', {
        year,
        date: formatCalendarDate(finalFrom(year), viewer.locale ?? 'en', 'long'),
      }),
    });
  }
  return await runYearEnd({ year, familyId: null, runBy: viewer.id });
}

// ------------------------------------------------------------------------------------ files

export type Download = { body: Uint8Array; fileName: string; contentType: string };

/** The year's slips as one PDF: the family's employees', or the caregiver's own. */
export async function slipsPdfFile(
  viewer: TaxActor,
  year: number,
  today = taxToday(),
): Promise<Download> {
  const view = await taxYearView(viewer, year, today);
  if (view.slips.length === 0) throw notFound(t('noSlips', { year }));
  const payrollAccount = viewer.userType === 'family'
    ? (await asUser(viewer, (tx) => readEmployerDetails(tx, viewer.id)))?.payrollAccount ?? null
    : null;
  const body = await slipsPdf(view.slips, {
    locale: viewer.locale ?? 'en',
    draft: view.draft,
    unverified: view.unverified,
    payrollAccount,
  });
  const who = viewer.userType === 'caregiver'
    ? fileSlug(view.slips[0].employeeLastName, view.slips[0].employeeFirstName)
    : 'employees';
  return {
    body,
    fileName: `T4-${year}-${who}${view.draft ? '-DRAFT' : ''}.pdf`,
    contentType: 'application/pdf',
  };
}

/** The family's T4 Summary as PDF. */
export async function summaryPdfFile(
  viewer: TaxActor,
  year: number,
  today = taxToday(),
): Promise<Download> {
  requireFamily(viewer);
  const view = await taxYearView(viewer, year, today);
  if (!view.summary || view.slips.length === 0) throw notFound(t('noSlips', { year }));
  const details = await asUser(viewer, (tx) => readEmployerDetails(tx, viewer.id));
  const body = await summaryPdf(view.summary, {
    locale: viewer.locale ?? 'en',
    draft: view.draft,
    payrollAccount: details?.payrollAccount ?? null,
  });
  return {
    body,
    fileName: `T4-Summary-${year}${view.draft ? '-DRAFT' : ''}.pdf`,
    contentType: 'application/pdf',
  };
}

/**
 * The XML return: before 1 January a draft of the figures so far; after, the return of an
 * issued run (the newest, or `runId`): the original, or an amendment with its amended slips.
 * SINs are written in full here, as the law requires, and nowhere else.
 */
export async function returnXmlFile(
  viewer: TaxActor,
  year: number,
  runId: string | null,
  today = taxToday(),
): Promise<Download> {
  requireFamily(viewer);
  checkYear(year, today);
  const final = isFinalYear(year, today);
  const state = await familyYear(viewer, year);
  const details = state.details;
  if (!details) throw conflict({ employer: t('missingEmployerDetails') });
  if (!details.payrollAccount) throw conflict({ employer: t('missingPayrollAccount') });
  let slips: TaxSlip[];
  let summary: T4Summary;
  let reportType: 'O' | 'A' = 'O';
  let ref: string;
  if (!final || state.runs.length === 0) {
    if (final) throw conflict({ year: t('noSlipsToIssue', { year }) });
    if (state.computed.length === 0) throw notFound(t('noSlips', { year }));
    slips = state.computed;
    summary = state.summary;
    ref = `D${year}${viewer.id.replace(/-/g, '').slice(0, 3)}`;
  } else {
    const run = runId ? state.runs.find((r) => r.id === runId) : state.runs[0];
    if (!run) throw notFound(t('runNotFound'));
    const read = await asUser(viewer, async (tx) => ({
      slips: await q.selectRunSlips(tx, run.id, viewer.id),
      summary: await q.selectSummary(tx, viewer.id, year, run.id),
    }));
    if (!read.summary) throw notFound(t('runNotFound'));
    slips = read.slips;
    summary = read.summary;
    reportType = run.reportType;
    ref = run.id.replace(/-/g, '').slice(0, 8);
  }
  const withSin = await asUser(viewer, async (tx) => {
    const out = [];
    for (const slip of slips) {
      out.push({ ...slip, sin: await readEmployeeSin(tx, slip.caregiverId) });
    }
    return out;
  });
  const xml = t4ReturnXml({
    year,
    reportType,
    submissionRef: ref,
    language: viewer.locale === 'fr' ? 'F' : 'E',
    transmitter: TRANSMITTER,
    employer: {
      legalName: details.legalName,
      address: details.address,
      payrollAccount: details.payrollAccount,
    },
    slips: withSin,
    summary,
    draft: !final,
  });
  const kind = !final ? 'DRAFT' : reportType === 'A' ? 'amended' : 'original';
  return {
    body: latin1(xml),
    fileName: `T4-${year}-${kind}.xml`,
    contentType: 'application/xml; charset=ISO-8859-1',
  };
}

/** The tax years My Pay offers, newest first: from the current year back to the first. */
export function taxYears(today = taxToday()): number[] {
  const years: number[] = [];
  for (let y = Number(today.slice(0, 4)); y >= FIRST_TAX_YEAR; y--) years.push(y);
  return years;
}

/** `?taxYear=` when it is one of `taxYears`; else last year once it is over, or this year. */
export function pickTaxYear(raw: string | null, today = taxToday()): number {
  const years = taxYears(today);
  const asked = Number(raw);
  if (raw && years.includes(asked)) return asked;
  return years[1] ?? years[0] ?? FIRST_TAX_YEAR;
}

export type TaxRecordsOfYear = Pick<
  TaxYearView,
  'year' | 'draft' | 'slips' | 'summary' | 'runs' | 'unverified'
>;

/**
 * The person's slips (and the family's Summary and issued returns) of every tax year with any,
 * as My Pay shows them, for their data export (ADR 045): figures only, no SIN.
 */
export async function taxRecordsOf(
  viewer: TaxActor,
  today = taxToday(),
): Promise<TaxRecordsOfYear[]> {
  if (viewer.userType !== 'family' && viewer.userType !== 'caregiver') return [];
  const out: TaxRecordsOfYear[] = [];
  for (const year of taxYears(today).reverse()) {
    const view = await taxYearView(viewer, year, today);
    if (view.slips.length === 0 && view.runs.length === 0) continue;
    const { draft, slips, summary, runs, unverified } = view;
    out.push({ year, draft, slips, summary, runs, unverified });
  }
  return out;
}

/** My Pay's Tax slips section: the props of the tax-slips/tax-slips-panel island. */
export async function taxSlipsSection(viewer: TaxActor, rawYear: string | null, action: string) {
  const today = taxToday();
  const year = pickTaxYear(rawYear, today);
  return { view: await taxYearView(viewer, year, today), years: taxYears(today), action };
}
