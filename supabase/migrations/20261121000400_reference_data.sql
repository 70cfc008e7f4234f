-- Signup materials: the vocabularies families and caregivers choose from. Reference data is
-- part of the schema (every environment needs the same keys), so it ships in a migration.

create table public.languages (
  key text primary key,
  iso_code text not null unique,
  label_en text not null,
  label_fr text not null,
  sort_order int not null
);
comment on table public.languages is 'The eleven languages care can be offered in.';
alter table public.languages enable row level security;
create policy "Languages are readable by everyone"
  on public.languages for select to anon, authenticated using (true);

create table public.services (
  key text primary key,
  label_en text not null,
  label_fr text not null,
  icon text not null,
  sort_order int not null
);
comment on table public.services is 'The twelve care services; keys are the spec''s service keys.';
alter table public.services enable row level security;
create policy "Services are readable by everyone"
  on public.services for select to anon, authenticated using (true);

create table public.conditions (
  key text primary key,
  label_en text not null,
  label_fr text not null,
  sort_order int not null
);
comment on table public.conditions is 'Health conditions a family needs help with or a caregiver is trained in.';
alter table public.conditions enable row level security;
create policy "Conditions are readable by everyone"
  on public.conditions for select to anon, authenticated using (true);

create table public.job_types (
  key text primary key,
  label_en text not null,
  label_fr text not null,
  sort_order int not null
);
comment on table public.job_types is 'Kinds of engagement; emergency means alerts for urgent jobs on minimal notice.';
alter table public.job_types enable row level security;
create policy "Job types are readable by everyone"
  on public.job_types for select to anon, authenticated using (true);

insert into public.languages (key, iso_code, label_en, label_fr, sort_order) values
  ('english', 'en', 'English', 'Anglais', 1),
  ('mandarin', 'cmn', 'Mandarin', 'Mandarin', 2),
  ('cantonese', 'yue', 'Cantonese', 'Cantonais', 3),
  ('french', 'fr', 'French', 'Français', 4),
  ('hindi', 'hi', 'Hindi', 'Hindi', 5),
  ('panjabi', 'pa', 'Panjabi', 'Pendjabi', 6),
  ('farsi', 'fa', 'Farsi', 'Farsi (persan)', 7),
  ('spanish', 'es', 'Spanish', 'Espagnol', 8),
  ('german', 'de', 'German', 'Allemand', 9),
  ('tagalog', 'tl', 'Tagalog', 'Tagalog', 10),
  ('korean', 'ko', 'Korean', 'Coréen', 11)
on conflict (key) do update set iso_code = excluded.iso_code, label_en = excluded.label_en,
  label_fr = excluded.label_fr, sort_order = excluded.sort_order;

insert into public.services (key, label_en, label_fr, icon, sort_order) values
  ('bathing', 'Bathing', 'Bain', 'bath', 1),
  ('companionship', 'Companionship', 'Compagnie', 'companionship', 2),
  ('exercise', 'Exercise', 'Exercice', 'exercise', 3),
  ('grooming', 'Grooming', 'Soins d''hygiène', 'grooming', 4),
  ('housekeeping', 'Housekeeping', 'Entretien ménager', 'housekeeping', 5),
  ('mealPrep', 'Meal Preparation', 'Préparation des repas', 'meal', 6),
  ('medReminder', 'Medication Reminders', 'Rappels de médicaments', 'medication', 7),
  ('mobility', 'Mobility Assistance', 'Aide à la mobilité', 'mobility', 8),
  ('shopping', 'Shopping & Errands', 'Courses et commissions', 'shopping', 9),
  ('periCare', 'Peri Care', 'Soins périnéaux', 'pericare', 10),
  ('toileting', 'Toileting', 'Aide à la toilette', 'toileting', 11),
  ('transportation', 'Transportation', 'Transport', 'transportation', 12)
on conflict (key) do update set label_en = excluded.label_en, label_fr = excluded.label_fr,
  icon = excluded.icon, sort_order = excluded.sort_order;

insert into public.conditions (key, label_en, label_fr, sort_order) values
  ('homeHealthCare', 'General Home Health Care', 'Soins de santé généraux à domicile', 1),
  ('alzheimers', 'Alzheimer''s', 'Alzheimer', 2),
  ('dementia', 'Dementia', 'Démence', 3),
  ('parkinsons', 'Parkinson''s', 'Parkinson', 4),
  ('stroke', 'Stroke Recovery', 'Rétablissement après un AVC', 5),
  ('diabetes', 'Diabetes', 'Diabète', 6),
  ('heartDisease', 'Heart Disease', 'Maladie cardiaque', 7),
  ('copd', 'COPD', 'MPOC', 8),
  ('arthritis', 'Arthritis', 'Arthrite', 9),
  ('cancer', 'Cancer', 'Cancer', 10),
  ('multipleSclerosis', 'Multiple Sclerosis', 'Sclérose en plaques', 11),
  ('developmentalDisability', 'Developmental Disability', 'Déficience intellectuelle', 12),
  ('mentalHealth', 'Mental Health', 'Santé mentale', 13),
  ('postSurgery', 'Post-Surgery Recovery', 'Convalescence postopératoire', 14),
  ('palliative', 'Palliative Care', 'Soins palliatifs', 15)
on conflict (key) do update set label_en = excluded.label_en, label_fr = excluded.label_fr,
  sort_order = excluded.sort_order;

insert into public.job_types (key, label_en, label_fr, sort_order) values
  ('partTime', 'Part-Time', 'Temps partiel', 1),
  ('fullTime', 'Full-Time', 'Temps plein', 2),
  ('overnight', 'Overnight', 'De nuit', 3),
  ('liveIn', 'Live-In', 'Résident', 4),
  ('respite', 'Respite', 'Répit', 5),
  ('emergency', 'Emergency', 'Urgence', 6)
on conflict (key) do update set label_en = excluded.label_en, label_fr = excluded.label_fr,
  sort_order = excluded.sort_order;
