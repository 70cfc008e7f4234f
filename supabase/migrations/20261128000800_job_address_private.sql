-- The family's way to its own job's exact address leaves the exposed schema (issue 21): a
-- SECURITY DEFINER function in `public` is callable through a Supabase project's Data API by
-- every signed-in user (the advisors' `security_definer_function_executable` warning). In
-- `private`, which the Data API does not expose, the server still calls it as the family
-- (`asUser`, RLS and its own owner checks as before); nothing else changes, grants included.
alter function public.job_address(uuid) set schema private;
comment on function private.job_address(uuid) is
  'The family''s own job''s exact address (the column is hidden from every API role). ADR 016.';
