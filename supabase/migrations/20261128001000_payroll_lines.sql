-- What the invoices domain publishes to the employer's year: remittances (issue 23 point 2), T4
-- and RL-1 slips (points 3–4) and records of employment (point 5) read paid pay through this one
-- view instead of each reaching into invoices and invoice_employer_costs. One row per paid pay
-- (today a paid invoice; later corrections add their own rows here, never by editing a paid
-- invoice). security_invoker keeps the tables' policies: both parties read their pay, and only
-- the family (the employer) sees the employer's contributions (null for the caregiver).

create view public.payroll_lines with (security_invoker = on) as
  select i.id as invoice_id,
         i.member_id,
         i.family_id,
         i.caregiver_id,
         i.week_start,
         i.pay_date,
         i.paid_at,
         i.province,
         i.pension_plan,
         i.tax_edition,
         i.total_minutes,
         i.gross_cents,
         i.vacation_cents,
         i.cpp_employee_cents,
         i.cpp2_employee_cents,
         i.ei_employee_cents,
         i.qpip_employee_cents,
         i.federal_tax_cents,
         i.provincial_tax_cents,
         e.cpp_employer_cents,
         e.cpp2_employer_cents,
         e.ei_employer_cents,
         e.qpip_employer_cents
    from public.invoices i
    left join public.invoice_employer_costs e on e.invoice_id = i.id
   where i.status = 'paid';
comment on view public.payroll_lines is 'Paid pay, one row per paid invoice, as the invoices domain publishes it to remittances, tax slips and records of employment. Amounts in cents; employer columns are null for the caregiver (RLS of invoice_employer_costs).';
revoke all on public.payroll_lines from anon;
revoke insert, update, delete, truncate, references, trigger on public.payroll_lines from authenticated;
grant select on public.payroll_lines to authenticated;
