-- pg_cron schedules. Expired reset codes and sessions are removed within a quarter hour of
-- expiring; finished background jobs are kept a week for inspection.

create function private.purge_expired() returns void
language sql
as $$
  delete from better_auth.verifications where expires_at < now();
  delete from better_auth.sessions where expires_at < now();
  delete from private.rate_limits where window_started_at < now() - interval '1 day';
  delete from private.jobs
   where (finished_at < now() - interval '7 days') or (failed_at < now() - interval '30 days');
$$;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-expired', '*/15 * * * *', 'select private.purge_expired()');
  end if;
end
$$;
