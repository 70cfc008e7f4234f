-- What invoices, shifts and reports read of each other's tables, published by the owners (issue
-- 24 point 1, ADR 054): until now invoice generation read shifts, tasks, team members, invites
-- and background-check reimbursements in its own SQL, reports read shifts, and shifts read team
-- members and invites. Each owner now publishes a view of the columns those readers use:
--   - shifts: shift_times (a shift's when, zone and state) and task_cards (a task's text and
--     outcome), for generation and the reports list;
--   - invoices: invoiced_shifts (which shift an invoice pays), for the shifts domain's own
--     updates of its invoice flags (approved, paid, submitted), now made by shifts in the
--     caller's transaction;
--   - team: team_faces gains the member's job, invite, wage, client names and creation instant
--     (added at the end, as create or replace requires), for generation and the shifts pages;
--   - invites: invite_places (an invite's city and province), for the province of a member's
--     care address;
--   - caregivers: background_check_refunds (the reimbursement an invoice pays), named for the
--     background-checks domain it is moving to.
--
-- Every view is one table's columns, `security_invoker`, no aggregate: the reader's RLS and
-- column privileges on the table apply exactly as they did to the direct read, and the planner
-- inlines the view, so each query keeps the plan of its direct read (EXPLAIN before and after).
-- Grants as the published views before these: nothing for anon, select for authenticated;
-- service_role keeps the default.

-- ---------------------------------------------------------------------------------------------
-- shifts

create view public.shift_times with (security_invoker = on) as
  select id, member_id, family_id, caregiver_id, starts_at, ends_at, time_zone, state
    from public.shifts;
comment on view public.shift_times is 'A shift as other domains place it: its member and parties, its UTC start and end, the care location''s zone and its state (invoices count the completed ones; reports show when it was). Published by shifts; shifts'' RLS applies to the reader.';
revoke all on public.shift_times from anon;
revoke insert, update, delete, truncate, references, trigger on public.shift_times from authenticated;
grant select on public.shift_times to authenticated;

create view public.task_cards with (security_invoker = on) as
  select id, shift_id, member_id, title, body, note, state, created_at
    from public.tasks;
comment on view public.task_cards is 'A shift''s task as other domains show it (an invoice lists each shift''s tasks): its text, the caregiver''s note and its state. Published by shifts; tasks'' RLS applies to the reader.';
revoke all on public.task_cards from anon;
revoke insert, update, delete, truncate, references, trigger on public.task_cards from authenticated;
grant select on public.task_cards to authenticated;

-- ---------------------------------------------------------------------------------------------
-- invoices

create view public.invoiced_shifts with (security_invoker = on) as
  select shift_id, invoice_id
    from public.invoice_shifts;
comment on view public.invoiced_shifts is 'Which shift each invoice pays: the shifts domain follows an invoice''s approval, payment and submission on its shifts by it. Published by invoices; invoice_shifts'' RLS applies to the reader.';
revoke all on public.invoiced_shifts from anon;
revoke insert, update, delete, truncate, references, trigger on public.invoiced_shifts from authenticated;
grant select on public.invoiced_shifts to authenticated;

-- ---------------------------------------------------------------------------------------------
-- team

create or replace view public.team_faces with (security_invoker = on) as
  select id, family_id, caregiver_id, address_full,
         family_first_name, family_last_name, family_user_id_number, family_img_url_thumb,
         caregiver_first_name, caregiver_last_name, caregiver_user_id_number,
         caregiver_img_url_thumb,
         job_id, invite_id, wage_cents, client_first_name, client_last_name, created_at
    from public.team_members;
comment on view public.team_faces is 'A team member as other domains show it with faces: both parties'' names, public numbers and thumbnails (the team''s copies), the care address, the client''s name, the hourly wage, the job and invite it came from and when it was made. Published by team; team_members'' RLS applies to the reader.';

-- ---------------------------------------------------------------------------------------------
-- invites

create view public.invite_places with (security_invoker = on) as
  select id, family_id, caregiver_id, locality, admin_area_level1
    from public.team_invites;
comment on view public.invite_places is 'Where an invite''s care is, at city level: the locality and the province (a team member''s care zone and payroll province). Published by invites; team_invites'' RLS applies to the reader.';
revoke all on public.invite_places from anon;
revoke insert, update, delete, truncate, references, trigger on public.invite_places from authenticated;
grant select on public.invite_places to authenticated;

-- ---------------------------------------------------------------------------------------------
-- caregivers (background checks)

create view public.background_check_refunds with (security_invoker = on) as
  select user_id, invoice_id, amount_cents
    from public.background_check_reimbursements;
comment on view public.background_check_refunds is 'A background check''s reimbursement as an invoice carries it: whose, which invoice pays it, how much (cents). Published by caregivers (background checks); background_check_reimbursements'' RLS applies to the reader (the caregiver, admins, the paying invoice''s family).';
revoke all on public.background_check_refunds from anon;
revoke insert, update, delete, truncate, references, trigger on public.background_check_refunds from authenticated;
grant select on public.background_check_refunds to authenticated;
