-- Which reports are filed on a shift, for the shifts domain's reads (issue 24 point 1, ADR 054):
-- the reports domain publishes this projection so a shift's row carries its report ids in the
-- same statement, as it did before reports' code left shifts (one statement per render fewer
-- than a second query for the ids). A plain projection of one table: the planner inlines it.

create view public.report_refs with (security_invoker = on) as
  select id, shift_id, created_at
    from public.reports;
comment on view public.report_refs is 'The reports filed on each shift (id, shift, when), for the shift''s own rows. Published by reports; reports'' RLS applies to the reader.';
revoke all on public.report_refs from anon;
revoke insert, update, delete, truncate, references, trigger on public.report_refs from authenticated;
grant select on public.report_refs to authenticated;
