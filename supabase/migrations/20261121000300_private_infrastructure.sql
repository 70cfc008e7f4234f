-- Background jobs and rate limits: server-only tables in the private schema.

create table private.jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  payload jsonb not null default '{}',
  -- Scheduled producers (pg_cron) set a key so a job is enqueued once however often they run.
  dedupe_key text unique,
  run_at timestamptz not null default now(),
  attempts int not null default 0,
  max_attempts int not null default 5,
  last_error text,
  finished_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table private.jobs is 'Work for the worker process, taken with for update skip locked.';
alter table private.jobs enable row level security;
create index jobs_due_idx on private.jobs (run_at) where finished_at is null and failed_at is null;

-- Wakes the worker at once instead of at its next poll.
create function private.notify_job_enqueued() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('tendwell_jobs', new.kind);
  return new;
end
$$;

create trigger on_job_enqueued
  after insert on private.jobs
  for each row execute function private.notify_job_enqueued();

create table private.rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits int not null
);
comment on table private.rate_limits is 'Fixed-window counters shared by every server instance.';
alter table private.rate_limits enable row level security;
create index rate_limits_window_idx on private.rate_limits (window_started_at);

-- Counts a hit and says whether it is still within the limit. One statement, so two
-- instances counting at once cannot both slip under it.
create function private.hit_rate_limit(p_key text, p_max int, p_window interval)
returns boolean
language sql
as $$
  insert into private.rate_limits as r (key, window_started_at, hits)
  values (p_key, now(), 1)
  on conflict (key) do update
    set hits = case when r.window_started_at < now() - p_window then 1 else r.hits + 1 end,
        window_started_at = case when r.window_started_at < now() - p_window then now() else r.window_started_at end
  returning hits <= p_max
$$;
revoke all on function private.hit_rate_limit(text, int, interval) from public, anon, authenticated;
