// The provisional-pay correction's SQL and its run (ADR 049): takes the caller's transaction.
// Finds the pairs and years with a pay still marked provisional whose pay date now has its own
// T4127 edition, replays each pair's year (correction.ts) and writes one adjustment per
// corrected pay, with the employer's side apart (only the family reads it), and the corrected
// contributions into payroll_ytd so the next pay's maximums count them. The pair's next invoice
// carries the adjustment (private.attach_invoice_adjustments).
import type { Row } from '../../server/db-schema.ts';
import type { Tx } from '../../server/db.server.ts';
import { computeDeductions, EDITIONS, type PayrollTables, tablesForPay } from '../payroll/model.ts';
import {
  correctPairYear,
  type EmployeeCents,
  employeeTotal,
  type EmployerCents,
  type PayCorrection,
  type StoredPay,
} from './correction.ts';
import type { Joined } from './queries.server.ts';

const num = (x: number | string | null) => Number(x ?? 0);

/** sum() of int4 is int8: postgres.js answers a string (null over no rows). */
type Sum = string | null;

/** A pay of the pair's year with its employer side and the corrections already made of it. */
type PairPayRow =
  & Pick<
    Row<'public.invoices'>,
    | 'id'
    | 'province'
    | 'grossCents'
    | 'taxEdition'
    | 'cppEmployeeCents'
    | 'cpp2EmployeeCents'
    | 'eiEmployeeCents'
    | 'qpipEmployeeCents'
    | 'federalTaxCents'
    | 'provincialTaxCents'
  >
  & Joined<
    Pick<
      Row<'public.invoice_employer_costs'>,
      'cppEmployerCents' | 'cpp2EmployerCents' | 'eiEmployerCents' | 'qpipEmployerCents'
    >
  >
  & {
    payDate: string;
    provisional: boolean;
    correctedWith: Row<'public.invoice_adjustments'>['edition'][];
    cpp: Sum;
    cpp2: Sum;
    ei: Sum;
    qpip: Sum;
    fed: Sum;
    prov: Sum;
    ecpp: Sum;
    ecpp2: Sum;
    eei: Sum;
    eqpip: Sum;
  };

/** The edition in force for a pay date, or null while only a provisional one covers it. */
export function editionFinder(editions: readonly PayrollTables[]) {
  return (payDate: string): string | null => {
    try {
      const found = tablesForPay(payDate, editions);
      return found.provisional ? null : found.tables.edition;
    } catch {
      return null;
    }
  };
}

/**
 * Corrects every provisional pay whose edition has arrived; answers the adjustments written.
 * Idempotent: a pay corrected with an edition is never corrected with it again (the replay skips
 * it, and unique (corrects_invoice_id, edition) refuses a duplicate).
 */
export async function runProvisionalCorrection(
  tx: Tx,
  editions: readonly PayrollTables[] = EDITIONS,
): Promise<PayCorrection[]> {
  // One run at a time: two workers replaying the same year would both see it uncorrected.
  await tx`select pg_advisory_xact_lock(hashtext('invoices.correct-provisional'))`;
  const editionFor = editionFinder(editions);
  const candidates = await tx<
    { caregiverId: string; familyId: string; year: number; payDate: string }[]
  >`
    select distinct i.caregiver_id, i.family_id, extract(year from i.pay_date)::int as year,
           i.pay_date::text as pay_date
      from public.invoices i
     where 'provisionalEdition' = any(i.unverified)
       -- Corrected once: a provisional pay's date has one edition of its own.
       and not exists (
         select 1 from public.invoice_adjustments a where a.corrects_invoice_id = i.id)`;
  const todo = new Map<string, { caregiverId: string; familyId: string; year: number }>();
  for (const c of candidates) {
    if (!editionFor(c.payDate)) continue;
    const key = `${c.caregiverId}:${c.familyId}:${c.year}`;
    todo.set(key, { caregiverId: c.caregiverId, familyId: c.familyId, year: c.year });
  }
  const written: PayCorrection[] = [];
  const recompute = (input: Parameters<typeof computeDeductions>[0]) =>
    computeDeductions(input, {}, editions);
  for (const { caregiverId, familyId, year } of todo.values()) {
    const pays = await selectPairYear(tx, caregiverId, familyId, year);
    const [td1] = await tx<
      Pick<Row<'public.payroll_td1'>, 'federalClaimCents' | 'provincialClaimCents'>[]
    >`
      select federal_claim_cents, provincial_claim_cents
        from public.payroll_td1 where caregiver_id = ${caregiverId}`;
    const corrections = correctPairYear(
      pays,
      {
        federalClaimCents: td1?.federalClaimCents ?? null,
        provincialClaimCents: td1?.provincialClaimCents ?? null,
      },
      editionFor,
      recompute,
    );
    for (const c of corrections) await insertCorrection(tx, c, caregiverId, familyId);
    if (corrections.length) await addToYtd(tx, caregiverId, familyId, year, corrections);
    written.push(...corrections);
  }
  return written;
}

async function selectPairYear(
  tx: Tx,
  caregiverId: string,
  familyId: string,
  year: number,
): Promise<StoredPay[]> {
  const rows = await tx<PairPayRow[]>`
    select i.id, i.pay_date::text as pay_date, i.province, i.gross_cents, i.tax_edition,
           'provisionalEdition' = any(i.unverified) as provisional,
           i.cpp_employee_cents, i.cpp2_employee_cents, i.ei_employee_cents,
           i.qpip_employee_cents, i.federal_tax_cents, i.provincial_tax_cents,
           e.cpp_employer_cents, e.cpp2_employer_cents, e.ei_employer_cents, e.qpip_employer_cents,
           coalesce((select array_agg(a.edition) from public.invoice_adjustments a
                      where a.corrects_invoice_id = i.id), '{}') as corrected_with,
           a.cpp, a.cpp2, a.ei, a.qpip, a.fed, a.prov, a.ecpp, a.ecpp2, a.eei, a.eqpip
      from public.invoices i
      left join public.invoice_employer_costs e on e.invoice_id = i.id
      left join lateral (
        select sum(x.cpp_employee_cents) as cpp, sum(x.cpp2_employee_cents) as cpp2,
               sum(x.ei_employee_cents) as ei, sum(x.qpip_employee_cents) as qpip,
               sum(x.federal_tax_cents) as fed, sum(x.provincial_tax_cents) as prov,
               sum(y.cpp_employer_cents) as ecpp, sum(y.cpp2_employer_cents) as ecpp2,
               sum(y.ei_employer_cents) as eei, sum(y.qpip_employer_cents) as eqpip
          from public.invoice_adjustments x
          left join public.invoice_adjustment_employer_costs y on y.adjustment_id = x.id
         where x.corrects_invoice_id = i.id
      ) a on true
     where i.caregiver_id = ${caregiverId} and i.family_id = ${familyId}
       and i.pay_date >= make_date(${year}, 1, 1) and i.pay_date < make_date(${year} + 1, 1, 1)
     order by i.pay_date, i.week_start, i.created_at, i.id`;
  return rows.map((r) => ({
    invoiceId: r.id,
    payDate: r.payDate,
    province: r.province,
    grossCents: r.grossCents,
    provisional: r.provisional,
    edition: r.taxEdition,
    employee: {
      cpp: r.cppEmployeeCents,
      cpp2: r.cpp2EmployeeCents,
      ei: r.eiEmployeeCents,
      qpip: r.qpipEmployeeCents,
      federalTax: r.federalTaxCents,
      provincialTax: r.provincialTaxCents,
    },
    employer: {
      cpp: num(r.cppEmployerCents),
      cpp2: num(r.cpp2EmployerCents),
      ei: num(r.eiEmployerCents),
      qpip: num(r.qpipEmployerCents),
    },
    correctedWith: r.correctedWith,
    adjustedEmployee: {
      cpp: num(r.cpp),
      cpp2: num(r.cpp2),
      ei: num(r.ei),
      qpip: num(r.qpip),
      federalTax: num(r.fed),
      provincialTax: num(r.prov),
    },
    adjustedEmployer: {
      cpp: num(r.ecpp),
      cpp2: num(r.ecpp2),
      ei: num(r.eei),
      qpip: num(r.eqpip),
    },
  }));
}

async function insertCorrection(
  tx: Tx,
  c: PayCorrection,
  caregiverId: string,
  familyId: string,
): Promise<void> {
  const e: EmployeeCents = c.employee;
  const [row] = await tx<Pick<Row<'public.invoice_adjustments'>, 'id'>[]>`
    insert into public.invoice_adjustments (
      corrects_invoice_id, family_id, caregiver_id, corrected_pay_date, province, pension_plan,
      edition, provisional_edition, cpp_employee_cents, cpp2_employee_cents, ei_employee_cents,
      qpip_employee_cents, federal_tax_cents, provincial_tax_cents, employee_total_cents)
    values (${c.invoiceId}, ${familyId}, ${caregiverId}, ${c.payDate}, ${c.province},
            ${c.pensionPlan}, ${c.edition}, ${c.provisionalEdition}, ${e.cpp}, ${e.cpp2},
            ${e.ei}, ${e.qpip}, ${e.federalTax}, ${e.provincialTax}, ${employeeTotal(e)})
    on conflict (corrects_invoice_id, edition) do nothing
    returning id`;
  if (!row) return;
  const r: EmployerCents = c.employer;
  await tx`
    insert into public.invoice_adjustment_employer_costs (
      adjustment_id, family_id, cpp_employer_cents, cpp2_employer_cents, ei_employer_cents,
      qpip_employer_cents, employer_total_cents)
    values (${row.id}, ${familyId}, ${r.cpp}, ${r.cpp2}, ${r.ei}, ${r.qpip},
            ${r.cpp + r.cpp2 + r.ei + r.qpip})`;
}

async function addToYtd(
  tx: Tx,
  caregiverId: string,
  familyId: string,
  year: number,
  corrections: PayCorrection[],
): Promise<void> {
  const sum = (pick: (e: EmployeeCents) => number) =>
    corrections.reduce((s, c) => s + pick(c.employee), 0);
  await tx`
    update public.payroll_ytd
       set cpp_cents = cpp_cents + ${sum((e) => e.cpp)},
           cpp2_cents = cpp2_cents + ${sum((e) => e.cpp2)},
           ei_cents = ei_cents + ${sum((e) => e.ei)},
           qpip_cents = qpip_cents + ${sum((e) => e.qpip)},
           updated_at = now()
     where caregiver_id = ${caregiverId} and family_id = ${familyId} and year = ${year}`;
}
