-- Notifications: written by the server when something happens to a user, read live by them.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.users (id) on delete cascade,
  -- Decides where a click leads: Job Application, Invite, Shift, Invoice, Report, Review, other → home.
  class text not null check (length(class) between 1 and 40),
  ref_id text,
  -- HTML built by the server from escaped values, never from raw user input.
  message text not null check (length(message) between 1 and 2000),
  is_read boolean not null default false,
  sender_img_url_thumb text,
  created_at timestamptz not null default now()
);
comment on table public.notifications is 'What happened for a user; the recipient reads them and marks them read.';
alter table public.notifications enable row level security;

create policy "Recipients read their notifications"
  on public.notifications for select to authenticated
  using ((select auth.uid()) = recipient_id);
create policy "Recipients mark their notifications read"
  on public.notifications for update to authenticated
  using ((select auth.uid()) = recipient_id)
  with check ((select auth.uid()) = recipient_id);

revoke insert, update, delete on public.notifications from anon, authenticated;
grant update (is_read) on public.notifications to authenticated;

create index notifications_recipient_created_idx
  on public.notifications (recipient_id, created_at desc, id desc);
create index notifications_recipient_unread_idx
  on public.notifications (recipient_id) where not is_read;
