-- Contact inquiries from anyone, and career positions published by staff.

create table public.contact_inquiries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  name text not null check (length(name) between 1 and 120),
  email text not null check (length(email) between 3 and 254),
  subject text not null check (length(subject) between 1 and 200),
  message text not null check (length(message) between 1 and 5000),
  browser_name text check (length(browser_name) <= 60),
  device_type text check (length(device_type) <= 30),
  mobile_vendor text check (length(mobile_vendor) <= 60),
  created_at timestamptz not null default now()
);
comment on table public.contact_inquiries is 'Messages sent through Contact Us; only admins read them.';
alter table public.contact_inquiries enable row level security;

create policy "Anyone may send an inquiry"
  on public.contact_inquiries for insert to anon
  with check (user_id is null);
create policy "Signed-in users send inquiries as themselves"
  on public.contact_inquiries for insert to authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy "Admins read inquiries"
  on public.contact_inquiries for select to authenticated
  using ((select private.is_admin()));

create index contact_inquiries_created_at_idx on public.contact_inquiries (created_at desc);
create index contact_inquiries_user_id_idx on public.contact_inquiries (user_id);

create table public.careers (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(title) between 1 and 120),
  category text not null check (category ~ '^[a-z][a-z0-9-]*$'),
  locations text[] not null default '{}',
  summary text not null default '' check (length(summary) <= 400),
  description text not null check (length(description) between 1 and 10000),
  how_to_apply text not null check (length(how_to_apply) between 1 and 2000),
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.careers is 'Open positions at Tendwell; visitors see the published ones.';
alter table public.careers enable row level security;

create policy "Everyone reads published positions"
  on public.careers for select to anon, authenticated
  using (is_published);
create policy "Admins read every position"
  on public.careers for select to authenticated
  using ((select private.is_admin()));
create policy "Admins add positions"
  on public.careers for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins change positions"
  on public.careers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Admins remove positions"
  on public.careers for delete to authenticated
  using ((select private.is_admin()));

create index careers_published_category_idx on public.careers (category, title) where is_published;

create trigger careers_touch_updated_at
  before update on public.careers
  for each row execute function private.touch_updated_at();
