-- The storage buckets on a Supabase project (issue 21): files go to Supabase Storage when the
-- servers have SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (web/server/supabase-storage.server.ts).
-- Both buckets are private: only the service role reads or writes them, and people get files
-- through our own routes, public avatars by their path and background checks by a URL we sign
-- for 5 minutes (ADR 017). No policy on storage.objects is needed for that, and none is made,
-- so no API role can list or fetch an object directly. A plain PostgreSQL has no storage schema
-- (files stay on the local disk there): this does nothing.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public)
    values ('avatars', 'avatars', false), ('background-checks', 'background-checks', false)
    on conflict (id) do nothing;
  end if;
end
$$;
