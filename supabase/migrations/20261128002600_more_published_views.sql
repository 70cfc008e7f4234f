-- What shifts and records of employment show of a team member (issue 24 point 1, ADR 054):
-- team_cards and both parties' thumbnails (the team's copies), so those domains read this view
-- instead of team_members.

create view public.team_faces with (security_invoker = on) as
  select id, family_id, caregiver_id, address_full,
         family_first_name, family_last_name, family_user_id_number, family_img_url_thumb,
         caregiver_first_name, caregiver_last_name, caregiver_user_id_number,
         caregiver_img_url_thumb
    from public.team_members;
comment on view public.team_faces is 'A team member as other domains show it with faces: both parties'' names, public numbers and thumbnails (the team''s copies) and the care address. Published by team; team_members'' RLS applies to the reader.';
revoke all on public.team_faces from anon;
revoke insert, update, delete, truncate, references, trigger on public.team_faces from authenticated;
grant select on public.team_faces to authenticated;
