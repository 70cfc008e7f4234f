-- What the reports domain shows of a team member (issue 24 point 1, ADR 054): reports read the
-- team's copies of both parties' names and numbers and the care address through this view, and
-- who actioned a report through accounts' user_cards, instead of reading team_members and users.

create view public.team_cards with (security_invoker = on) as
  select id, family_id, caregiver_id, address_full,
         family_first_name, family_last_name, family_user_id_number,
         caregiver_first_name, caregiver_last_name, caregiver_user_id_number
    from public.team_members;
comment on view public.team_cards is 'A team member as other domains show it: both parties'' names and public numbers (the team''s copies) and the care address. Published by team; team_members'' RLS applies to the reader.';
revoke all on public.team_cards from anon;
revoke insert, update, delete, truncate, references, trigger on public.team_cards from authenticated;
grant select on public.team_cards to authenticated;
