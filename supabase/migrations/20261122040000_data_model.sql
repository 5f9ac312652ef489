-- The data model of the therapist workspace (spec 000/001/002 §3), tenant-scoped by clinic_id.
-- Deploys unchanged to hosted Supabase: roles, auth.* and storage.* come from the platform.
--
-- Conventions
--   * one table per spec collection, plural snake_case; spec camelCase fields in snake_case;
--   * ids uuid (gen_random_uuid()), times timestamptz;
--   * record metadata (created_at, updated_at, is_updated, created_by, updated_by) is written by
--     private.set_metadata(), never trusted from an authenticated client;
--   * every public table has RLS enabled; anon has no privilege at all; authenticated gets exactly the
--     privileges listed at the end of this file; multi-row transitions are RPC functions (next migration).

create extension if not exists btree_gist with schema extensions;
create extension if not exists btree_gin with schema extensions;
create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- Hosted grants everything in public to the API roles by default; this project grants per table instead.
alter default privileges for role postgres in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges for role postgres in schema public revoke execute on functions from anon, authenticated, service_role;
-- (PUBLIC's execute right on new functions is a global default that per-schema defaults cannot remove:
-- the last migration revokes it from every function in public and private explicitly.)

-- ---------------------------------------------------------------------------------------------------
-- JWT helpers (not exposed through the API). Claims come from app_metadata, which only the admin API
-- (service role) can write; user_metadata is never consulted.
-- ---------------------------------------------------------------------------------------------------
create function private.clinic_id() returns uuid
language sql stable set search_path = '' as $$
  select case when v ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then v::uuid end
  from (select auth.jwt() -> 'app_metadata' ->> 'clinic_id' as v) j
$$;

create function private.app_role() returns text
language sql stable set search_path = '' as $$
  select auth.jwt() -> 'app_metadata' ->> 'role'
$$;

-- Clinic staff in this application: therapists and the clinic's owner/administrators.
create function private.is_staff() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' in ('THERAPIST', 'CLINIC_OWNER', 'ADMIN'), false)
$$;

create function private.is_clinic_admin() returns boolean
language sql stable set search_path = '' as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role' in ('CLINIC_OWNER', 'ADMIN'), false)
$$;

-- ---------------------------------------------------------------------------------------------------
-- Metadata trigger
-- ---------------------------------------------------------------------------------------------------
create function private.set_metadata() returns trigger
language plpgsql set search_path = '' as $$
declare
  uid uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := new.created_at;
    new.is_updated := false;
    -- An end user's id always wins; trusted server code without a user (service role, seed) may set it.
    new.created_by := coalesce(uid, new.created_by);
    new.updated_by := coalesce(uid, new.created_by);
  else
    new.created_at := old.created_at;
    new.created_by := old.created_by;
    new.updated_at := now();
    new.is_updated := true;
    new.updated_by := coalesce(uid, new.updated_by);
  end if;
  return new;
end
$$;

-- Minutes-only intervals do not depend on the time zone, so this is truly immutable.
create function private.busy_range(start_at timestamptz, end_at timestamptz, pause_minutes integer)
returns tstzrange language sql immutable parallel safe set search_path = '' as $$
  select tstzrange(start_at, end_at + make_interval(mins => coalesce(pause_minutes, 0)), '[)')
$$;

-- ---------------------------------------------------------------------------------------------------
-- Global reference data
-- ---------------------------------------------------------------------------------------------------
create table public.currencies (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);

create table public.languages (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);

-- ---------------------------------------------------------------------------------------------------
-- Clinics and people
-- ---------------------------------------------------------------------------------------------------
create table public.clinics (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 256),
  time_zone text not null default 'Europe/Oslo',
  currency_code text not null default 'NOK' check (currency_code ~ '^[A-Z]{3}$'),
  is_invoice_enable boolean not null default false,
  therapists_minutes_for_logout integer not null default 60 check (therapists_minutes_for_logout > 1),
  invoice_template_id uuid,
  default_appointment_type_id uuid,
  org_number text,
  email text,
  logo_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);

create table public.locations (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index locations_clinic_idx on public.locations (clinic_id);

-- One row per auth user (id = auth.users.id), created by a trigger on auth.users. role and clinic_id
-- mirror app_metadata (the JWT claims); they and the other protected fields are not writable by users.
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  clinic_id uuid references public.clinics (id) on delete set null,
  role text check (role in ('SUPER_ADMIN', 'THERAPIST', 'CLINIC_OWNER', 'PATIENT', 'ADMIN')),
  email text,
  first_name text not null default '' check (length(first_name) <= 256),
  last_name text not null default '' check (length(last_name) <= 256),
  avatar_url text,
  phone text,
  custom_identifier text,
  description text check (length(description) <= 10000),
  therapist_profile_id uuid,
  patient_profile_id uuid,
  selected_clinic_id uuid references public.clinics (id) on delete set null,
  location_id uuid references public.locations (id) on delete set null,
  language text not null default 'no' check (language in ('en', 'no')),
  -- spec: appointmentTypes (map of type id → true): the appointment types a therapist offers
  appointment_type_ids uuid[] not null default '{}',
  is_vipps_connected_to_profile boolean not null default false,
  is_calendar_integrated boolean not null default false,
  is_temporary_password_resolved boolean not null default false,
  is_google_slides_integrated boolean not null default false,
  -- NULL = not answered yet (the consent prompt shows), false = declined, true = agreed
  is_consent_agreed boolean,
  is_data_processing_agreement_agreed boolean,
  is_treatment_finished boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index users_clinic_role_idx on public.users (clinic_id, role);
create index users_email_idx on public.users (lower(email));
-- People search (spec 000 §5): start of last name, first name or e-mail, or containing phone or identifier;
-- trigram GIN indexes serve PostgREST's ilike filters, clinic_id first.
create index users_search_last_name_idx on public.users using gin (clinic_id, last_name extensions.gin_trgm_ops);
create index users_search_first_name_idx on public.users using gin (clinic_id, first_name extensions.gin_trgm_ops);
create index users_search_email_idx on public.users using gin (clinic_id, email extensions.gin_trgm_ops);
create index users_search_phone_idx on public.users using gin (clinic_id, phone extensions.gin_trgm_ops);
create index users_search_identifier_idx on public.users using gin (clinic_id, custom_identifier extensions.gin_trgm_ops);

create table public.appointment_types (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  duration integer not null default 30 check (duration > 0),
  pause integer not null default 0 check (pause >= 0),
  price numeric(12, 2) not null default 0 check (price >= 0),
  currency_id uuid references public.currencies (id),
  currency_code text not null default 'NOK' check (currency_code ~ '^[A-Z]{3}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index appointment_types_clinic_idx on public.appointment_types (clinic_id, name);
alter table public.clinics add constraint clinics_default_appointment_type_fk
  foreign key (default_appointment_type_id) references public.appointment_types (id) on delete set null;

create table public.calendars (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  provider text not null default 'LOCAL' check (provider in ('LOCAL', 'GOOGLE', 'CLOUD')),
  external_id text,
  access_role text not null default 'owner' check (access_role in ('owner', 'writer', 'reader', 'freeBusyReader')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index calendars_clinic_therapist_idx on public.calendars (clinic_id, therapist_user_id);

create table public.therapist_profiles (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  user_id uuid not null unique references public.users (id) on delete cascade,
  calendar_id uuid references public.calendars (id) on delete set null,
  weekly_working_hours_id uuid,
  selected_calendar_service text check (selected_calendar_service in ('LOCAL', 'GOOGLE', 'CLOUD')),
  introduction_video_ids uuid[] not null default '{}',
  selected_introduction_video_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index therapist_profiles_clinic_idx on public.therapist_profiles (clinic_id, user_id);
alter table public.users add constraint users_therapist_profile_fk
  foreign key (therapist_profile_id) references public.therapist_profiles (id) on delete set null;

create table public.weekly_working_hours (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  therapist_profile_id uuid not null unique references public.therapist_profiles (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  last_date_of_week date,
  offset_in_hours integer not null default 0,
  -- keyed by live session type: {"VIDEO": true, "PHONE": false, "IN_OFFICE": false}
  full_time jsonb not null default '{}',
  -- keyed by live session type, then by date: {"VIDEO": {"2026-11-23": true, …}}
  week_status jsonb not null default '{}',
  is_same_working_hours_for_live_session_types boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index weekly_working_hours_clinic_idx on public.weekly_working_hours (clinic_id, therapist_user_id);
alter table public.therapist_profiles add constraint therapist_profiles_wwh_fk
  foreign key (weekly_working_hours_id) references public.weekly_working_hours (id) on delete set null;

-- The spec's weekTimeSlots (per type → date → 30-minute slot) as rows, so availability is a range query.
create table public.weekly_working_hour_slots (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  weekly_working_hours_id uuid not null references public.weekly_working_hours (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  live_session_type text not null check (live_session_type in ('VIDEO', 'PHONE', 'IN_OFFICE')),
  start_at timestamptz not null,
  end_at timestamptz not null,
  check (end_at > start_at),
  unique (weekly_working_hours_id, live_session_type, start_at),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index weekly_working_hour_slots_clinic_idx
  on public.weekly_working_hour_slots (clinic_id, therapist_user_id, start_at);

create table public.disorders (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create unique index disorders_clinic_name_key on public.disorders (clinic_id, lower(btrim(name)));

create table public.evaluation_states (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  level smallint not null check (level in (1, 2, 3)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create unique index evaluation_states_clinic_name_key on public.evaluation_states (clinic_id, lower(btrim(name)));

create table public.packages (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  description text,
  content text,
  text text,
  disorder_id uuid references public.disorders (id) on delete set null,
  currency_id uuid references public.currencies (id),
  price numeric(12, 2) not null default 0 check (price >= 0),
  number_of_appointments integer not null default 1 check (number_of_appointments >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index packages_clinic_idx on public.packages (clinic_id, created_at desc);

create table public.pages (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  content text not null default '',
  appointment_type_id uuid references public.appointment_types (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index pages_clinic_idx on public.pages (clinic_id, created_at desc);

create table public.forms (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 256),
  subtitle text,
  is_quiz boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index forms_clinic_idx on public.forms (clinic_id, created_at desc);

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  form_id uuid not null references public.forms (id) on delete cascade,
  "order" integer not null default 0 check ("order" >= 0),
  question text not null,
  question_type text not null default 'Text',
  options jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index questions_clinic_form_idx on public.questions (clinic_id, form_id, "order");

-- ---------------------------------------------------------------------------------------------------
-- Patients
-- ---------------------------------------------------------------------------------------------------
create table public.journals (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  patient_user_id uuid not null unique references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index journals_clinic_patient_idx on public.journals (clinic_id, patient_user_id);

create table public.patient_profiles (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  user_id uuid not null unique references public.users (id) on delete cascade,
  -- the main therapist; attached therapists are rows of therapist_patients
  therapist_user_id uuid references public.users (id) on delete set null,
  journal_id uuid references public.journals (id) on delete set null,
  phase smallint check (phase between 1 and 6),
  disorder_id uuid references public.disorders (id) on delete set null,
  package_id uuid references public.packages (id) on delete set null,
  -- up to three slots: {"<evaluation state id>": {"level": 2, "name": "…", "value": 2}}
  evaluation_states jsonb not null default '{}',
  number_of_active_appointments integer not null default 0 check (number_of_active_appointments >= 0),
  has_not_finished_first_appointment boolean not null default false,
  is_another_user boolean not null default false,
  is_allow_view_journal_records boolean not null default false,
  is_allow_client_schedule_appointment boolean not null default false,
  selected_page_id uuid references public.pages (id) on delete set null,
  is_access_to_time_slots_stopped boolean not null default false,
  -- spec: sentFormFromTherapist.{id}: form id → {sentAt, appointmentId}
  sent_form_from_therapist jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index patient_profiles_clinic_therapist_idx on public.patient_profiles (clinic_id, therapist_user_id);
create index patient_profiles_clinic_free_idx on public.patient_profiles (clinic_id, user_id)
  where number_of_active_appointments = 0;
alter table public.users add constraint users_patient_profile_fk
  foreign key (patient_profile_id) references public.patient_profiles (id) on delete set null;

-- The therapist's patients (spec: a sub-collection of the therapist profile): one row per therapist
-- and patient; is_main marks the main therapist (mirrors patient_profiles.therapist_user_id).
create table public.therapist_patients (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  therapist_profile_id uuid references public.therapist_profiles (id) on delete cascade,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  is_main boolean not null default false,
  unique (therapist_user_id, patient_user_id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index therapist_patients_clinic_therapist_idx on public.therapist_patients (clinic_id, therapist_user_id, patient_user_id);
create index therapist_patients_patient_idx on public.therapist_patients (patient_user_id);
create unique index therapist_patients_one_main on public.therapist_patients (patient_user_id) where is_main;

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  invitation_created_by_id uuid references public.users (id) on delete set null,
  phone text,
  receiver_email text not null check (receiver_email = lower(btrim(receiver_email)) and receiver_email like '%_@_%'),
  receiver_name text,
  receiver_first_name text not null check (length(btrim(receiver_first_name)) between 1 and 256),
  receiver_last_name text not null check (length(btrim(receiver_last_name)) between 1 and 256),
  status text not null default 'CREATED' check (status in ('CREATED', 'ACCEPTED', 'CANCELED')),
  trigger_actions text[] not null default '{SEND_EMAIL}' check (trigger_actions <@ array['SEND_EMAIL']),
  type text not null default 'PATIENT_INVITATION' check (type in ('PATIENT_INVITATION')),
  initialized_user_id uuid references public.users (id) on delete set null,
  is_patient_can_choose_next_appointment_by_himself boolean not null default true,
  appointment_type_id_that_patient_was_invited_to uuid references public.appointment_types (id) on delete set null,
  therapist_id_that_patient_was_invited_to uuid references public.users (id) on delete set null,
  -- {appointmentTypeId, scriptId, liveSessionType, date, startTime, isAppointmentCreated, therapist ids, email}
  booking_data jsonb,
  check (appointment_type_id_that_patient_was_invited_to is null or therapist_id_that_patient_was_invited_to is not null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index invitations_clinic_creator_idx on public.invitations (clinic_id, invitation_created_by_id, type);
create index invitations_clinic_email_idx on public.invitations (clinic_id, receiver_email);
create index invitations_initialized_user_idx on public.invitations (initialized_user_id);

create table public.user_addresses (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  address text not null check (length(btrim(address)) between 1 and 256),
  postcode text not null check (length(btrim(postcode)) between 1 and 32),
  city text not null check (length(btrim(city)) between 1 and 128),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index user_addresses_clinic_user_idx on public.user_addresses (clinic_id, user_id);

-- ---------------------------------------------------------------------------------------------------
-- Scripts
-- ---------------------------------------------------------------------------------------------------
create table public.scripts (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_type_id uuid not null references public.appointment_types (id) on delete cascade,
  disorder_id uuid references public.disorders (id) on delete set null,
  name text not null check (length(btrim(name)) between 1 and 256),
  live_session_types text[] not null
    check (cardinality(live_session_types) >= 1 and live_session_types <@ array['VIDEO', 'PHONE', 'IN_OFFICE']),
  "order" integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create unique index scripts_clinic_type_name_key on public.scripts (clinic_id, appointment_type_id, lower(btrim(name)));

-- Steps and endings of a script (the spec's ordered id lists become "order" and is_ending).
create table public.script_steps (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  script_id uuid not null references public.scripts (id) on delete cascade,
  name text check (length(btrim(name)) between 1 and 256),
  "order" integer not null default 0 check ("order" >= 0),
  type text not null check (type in ('CUSTOM', 'QFORM', 'WHITEBOARD', 'PRESENTATION',
    'NEXT_APPOINTMENT', 'NEXT_THERAPIST', 'TREATMENT_PACKAGE', 'PAGE')),
  is_ending boolean not null default false,
  form_id uuid references public.forms (id) on delete set null,
  files jsonb not null default '[]',
  presentation_ids uuid[] not null default '{}',
  description text,
  check (is_ending = (type in ('NEXT_APPOINTMENT', 'NEXT_THERAPIST', 'TREATMENT_PACKAGE', 'PAGE'))),
  check (is_ending or name is not null),
  check (type <> 'QFORM' or form_id is not null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index script_steps_clinic_script_idx on public.script_steps (clinic_id, script_id, is_ending, "order");
create unique index script_steps_name_key on public.script_steps (script_id, lower(btrim(name))) where not is_ending;
create unique index script_steps_ending_key on public.script_steps (script_id, type) where is_ending;

create table public.journal_templates (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_type_id uuid not null references public.appointment_types (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  content text not null default '',
  step_id uuid references public.script_steps (id) on delete set null,
  script_id uuid references public.scripts (id) on delete set null,
  evaluation_state_id uuid references public.evaluation_states (id) on delete set null,
  evaluation_state_levels smallint[] not null default '{}' check (evaluation_state_levels <@ array[1, 2, 3]::smallint[]),
  disorder_id uuid references public.disorders (id) on delete set null,
  is_connected_to_step boolean not null default false,
  check (step_id is null or script_id is not null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create unique index journal_templates_name_key on public.journal_templates (clinic_id, appointment_type_id, lower(btrim(name)));

-- ---------------------------------------------------------------------------------------------------
-- Appointments and calendar
-- ---------------------------------------------------------------------------------------------------
create table public.appointments (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_type_id uuid references public.appointment_types (id) on delete set null,
  -- snapshot of the type at booking time
  appointment_type_name text,
  appointment_type_price numeric(12, 2) not null default 0 check (appointment_type_price >= 0),
  appointment_type_duration integer not null default 30 check (appointment_type_duration > 0),
  appointment_type_pause integer not null default 0 check (appointment_type_pause >= 0),
  appointment_type_currency_code text not null default 'NOK',
  appointment_type_currency_id uuid references public.currencies (id),
  live_session_type text not null default 'VIDEO' check (live_session_type in ('VIDEO', 'PHONE', 'IN_OFFICE')),
  patient_user_id uuid not null references public.users (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  assigned_therapist_user_id uuid references public.users (id) on delete set null,
  -- spec: start / end (eventStartTime, eventEndTime are the same instants)
  start_at timestamptz not null,
  end_at timestamptz not null,
  busy_range tstzrange generated always as (private.busy_range(start_at, end_at, appointment_type_pause)) stored,
  title text not null check (length(btrim(title)) between 1 and 256),
  name text,
  room_url text,
  status text not null default 'NOT_STARTED' check (status in ('NOT_STARTED', 'STARTED', 'FINISHED', 'CANCELED')),
  booking_method text check (booking_method in ('THERAPIST', 'PATIENT', 'INVITATION')),
  script_id uuid references public.scripts (id) on delete set null,
  page_id uuid references public.pages (id) on delete set null,
  calendar_event_id uuid,
  pause_calendar_event_id uuid,
  appointment_start_time timestamptz,
  overtime_reached boolean not null default false,
  patients_online jsonb not null default '{}',
  is_patient_confirmed_readiness boolean not null default false,
  is_session_finished boolean not null default false,
  is_session_scripts_finished boolean not null default false,
  is_journal_phase_finished boolean not null default false,
  is_therapist_confirmed_patient_action boolean not null default false,
  is_user_devices_check_in_progress boolean not null default false,
  is_user_devices_checked boolean not null default false,
  is_next_appointment_was_scheduled boolean not null default false,
  is_therapist_was_assigned boolean not null default false,
  is_first_appointment_for_patient boolean not null default false,
  is_appointment_was_stopped_by_patient boolean not null default false,
  is_sent boolean not null default false,
  is_paid boolean not null default false,
  is_payment_item_deleted boolean not null default false,
  is_created_by_patient boolean not null default false,
  is_draft_appointment boolean not null default false,
  -- {price, currencyId, currencyCode, phone, email}
  updated_payment_info jsonb,
  -- {currentStepId, finishedSteps[], isMenuOpened, filter {step, disorderId}, selectedTherapistUserId, isNextAppointmentAdded}
  page_states jsonb not null default '{}',
  patient_phone_dimensions jsonb,
  check (end_at > start_at),
  -- Double booking is refused by the database: no two non-canceled appointments of one therapist
  -- (each including its pause) may overlap.
  constraint appointments_no_overlap exclude using gist (therapist_user_id with =, busy_range with &&)
    where (status <> 'CANCELED'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index appointments_clinic_therapist_start_idx on public.appointments (clinic_id, therapist_user_id, start_at);
create index appointments_clinic_patient_start_idx on public.appointments (clinic_id, patient_user_id, start_at);
-- the payments screen: NOTSENT / UNPAID items of a therapist
create index appointments_unpaid_idx on public.appointments (clinic_id, therapist_user_id, start_at desc)
  where not is_paid and not is_payment_item_deleted and status <> 'CANCELED' and appointment_type_price > 0;
create index appointments_first_idx on public.appointments (clinic_id, therapist_user_id)
  where is_first_appointment_for_patient;

create table public.calendar_events (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  calendar_id uuid not null references public.calendars (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  appointment_id uuid references public.appointments (id) on delete cascade,
  -- for a PAUSE: the main event it follows
  calendar_event_appointment_id uuid references public.calendar_events (id) on delete cascade,
  type text not null default 'APPOINTMENT' check (type in ('APPOINTMENT', 'PAUSE', 'EXTERNAL')),
  start_at timestamptz not null,
  end_at timestamptz not null,
  summary text,
  live_session_type text check (live_session_type in ('VIDEO', 'PHONE', 'IN_OFFICE')),
  appointment_status text check (appointment_status in ('NOT_STARTED', 'STARTED', 'IN_PROGRESS', 'FINISHED', 'CANCELED')),
  live_session_status text check (live_session_status in ('NOT_STARTED', 'STARTED', 'FINISHED')),
  patient_user_id uuid references public.users (id) on delete set null,
  external_id text,
  custom_properties jsonb not null default '{}',
  check (end_at >= start_at),
  check (type = 'EXTERNAL' or appointment_id is not null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index calendar_events_clinic_calendar_start_idx on public.calendar_events (clinic_id, calendar_id, start_at);
create index calendar_events_clinic_therapist_start_idx on public.calendar_events (clinic_id, therapist_user_id, start_at);
create index calendar_events_appointment_idx on public.calendar_events (appointment_id);
alter table public.appointments
  add constraint appointments_calendar_event_fk foreign key (calendar_event_id) references public.calendar_events (id) on delete set null,
  add constraint appointments_pause_calendar_event_fk foreign key (pause_calendar_event_id) references public.calendar_events (id) on delete set null;

-- Offered start times per therapist and appointment type (spec: a map type → date → start, plus duration).
create table public.timeslots (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  appointment_type_id uuid not null references public.appointment_types (id) on delete cascade,
  live_session_type text not null check (live_session_type in ('VIDEO', 'PHONE', 'IN_OFFICE')),
  start_at timestamptz not null,
  duration integer not null check (duration > 0),
  unique (therapist_user_id, appointment_type_id, live_session_type, start_at),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index timeslots_clinic_type_start_idx on public.timeslots (clinic_id, appointment_type_id, start_at);

create table public.live_sessions (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_id uuid not null unique references public.appointments (id) on delete cascade,
  calendar_event_id uuid references public.calendar_events (id) on delete set null,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  title text,
  live_session_type text check (live_session_type in ('VIDEO', 'PHONE', 'IN_OFFICE')),
  live_session_status text not null default 'NOT_STARTED' check (live_session_status in ('NOT_STARTED', 'STARTED', 'FINISHED')),
  event_start_time timestamptz not null,
  is_session_finished boolean not null default false,
  patients_online jsonb not null default '{}',
  therapist_on_session_dashboard jsonb not null default '{}',
  page_states jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index live_sessions_clinic_patient_idx on public.live_sessions (clinic_id, patient_user_id, is_session_finished, event_start_time);
create index live_sessions_clinic_therapist_idx on public.live_sessions (clinic_id, therapist_user_id, event_start_time);

create table public.remote_sharing (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_id uuid not null unique references public.appointments (id) on delete cascade,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  therapist_user_id uuid not null references public.users (id) on delete cascade,
  type text not null default 'none' check (type in ('media', 'therapist', 'package', 'none')),
  file jsonb,
  presentation_state jsonb not null default '{"currentPage": 1}',
  video_state jsonb not null default '{}',
  is_patient_ready boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index remote_sharing_clinic_patient_idx on public.remote_sharing (clinic_id, patient_user_id);
create index remote_sharing_clinic_therapist_idx on public.remote_sharing (clinic_id, therapist_user_id);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  -- null only for platform notifications (to SUPER_ADMIN)
  clinic_id uuid references public.clinics (id) on delete cascade,
  receiver_id uuid references public.users (id) on delete cascade,
  receivers text[] check (receivers <@ array['SUPER_ADMIN', 'THERAPIST', 'CLINIC_OWNER', 'PATIENT', 'ADMIN']),
  seen boolean not null default false,
  application text not null default 'therapist' check (application in ('therapist', 'patient', 'admin')),
  type text not null,
  text jsonb not null check (jsonb_typeof(text -> 'EN') = 'string' and jsonb_typeof(text -> 'NO') = 'string'),
  auto_seen_trigger_type smallint check (auto_seen_trigger_type in (2, 3, 5)),
  sender_id uuid references public.users (id) on delete set null,
  -- therapist, patient and assigned-therapist ids, avatars, emails, display names, appointmentId, calendarEventId, messageId
  additional_data jsonb not null default '{}',
  check (receiver_id is not null or receivers is not null),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index notifications_receiver_idx on public.notifications (receiver_id, created_at desc);
create index notifications_receiver_unseen_idx on public.notifications (receiver_id) where not seen;
create index notifications_clinic_idx on public.notifications (clinic_id, created_at desc);
create index notifications_event_idx on public.notifications ((additional_data ->> 'calendarEventId'), auto_seen_trigger_type);

-- ---------------------------------------------------------------------------------------------------
-- Journals (text encrypted with pgcrypto; read through public.read_journal_record)
-- ---------------------------------------------------------------------------------------------------
create table public.journal_records (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  journal_id uuid not null references public.journals (id) on delete cascade,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  appointment_id uuid references public.appointments (id) on delete set null,
  -- the text itself is encrypted in private.journal_record_texts (not reachable through the API)
  pdf_url text,
  is_draft boolean not null default false,
  progression smallint check (progression between 1 and 6),
  -- {title, duration, appointmentDate, price}
  appointment_snapshot jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index journal_records_clinic_journal_idx on public.journal_records (clinic_id, journal_id, created_at desc);
create index journal_records_clinic_patient_idx on public.journal_records (clinic_id, patient_user_id);
create index journal_records_appointment_idx on public.journal_records (appointment_id);

-- Append-only: no API role may update or delete (privileges); written by triggers on journal_records.
create table public.journal_record_history (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  journal_id uuid not null,
  journal_record_id uuid not null,
  patient_user_id uuid not null,
  type text not null check (type in ('CREATE', 'UPDATE', 'DELETE')),
  -- text and previousText are encrypted in private.journal_record_history_texts
  appointment_id uuid,
  previous_appointment_id uuid,
  therapist_user_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index journal_record_history_clinic_journal_idx on public.journal_record_history (clinic_id, journal_id, created_at desc);
create index journal_record_history_clinic_patient_idx on public.journal_record_history (clinic_id, patient_user_id);

-- Who read which journal text, when, and why (append-only; written only by the read functions).
create table public.access_log (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id),
  reader_id uuid not null,
  reader_role text,
  patient_user_id uuid not null,
  journal_record_id uuid,
  journal_record_history_id uuid,
  action text not null default 'READ' check (action in ('READ', 'READ_HISTORY')),
  reason text,
  is_main_therapist boolean not null,
  created_at timestamptz not null default now(),
  check (is_main_therapist or reason is not null)
);
create index access_log_clinic_patient_idx on public.access_log (clinic_id, patient_user_id, created_at desc);
create index access_log_reader_idx on public.access_log (reader_id, created_at desc);

create table public.cgi_records (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  patient_profile_id uuid not null references public.patient_profiles (id) on delete cascade,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  kind text not null check (kind in ('CGI_S', 'CGI_I')),
  level smallint not null check (level between 1 and 7),
  therapist_user_id uuid references public.users (id) on delete set null,
  therapist_user_display_name text,
  unique (appointment_id, kind),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index cgi_records_clinic_patient_idx on public.cgi_records (clinic_id, patient_user_id);

create table public.form_answers (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  form_id uuid references public.forms (id) on delete set null,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  appointment_id uuid references public.appointments (id) on delete set null,
  -- [{question, questionType, answer, answerScore, order}] (a snapshot: the form may change later)
  answers jsonb not null default '[]' check (jsonb_typeof(answers) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index form_answers_clinic_patient_idx on public.form_answers (clinic_id, patient_user_id, form_id);
create index form_answers_appointment_idx on public.form_answers (appointment_id, form_id);

-- ---------------------------------------------------------------------------------------------------
-- Money
-- ---------------------------------------------------------------------------------------------------
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_id uuid references public.appointments (id) on delete set null,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  -- price × 100 (øre)
  amount integer not null check (amount >= 0),
  status text not null default 'created' check (status in ('created', 'error', 'success')),
  payment_types text[] not null default '{VIPPS}'
    check (payment_types <@ array['VIPPS', 'CARD', 'WALLEY_INVOICE', 'WALLEY_INSTALLMENT']),
  currency_id uuid references public.currencies (id),
  merchant_reference text,
  description text,
  error_message text,
  error_code text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index payments_clinic_appointment_idx on public.payments (clinic_id, appointment_id, created_at desc);
create index payments_clinic_patient_idx on public.payments (clinic_id, patient_user_id);
create index payments_clinic_creator_idx on public.payments (clinic_id, created_by);

create table public.invoice_templates (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  content text not null default '',
  footer text,
  logo_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index invoice_templates_clinic_idx on public.invoice_templates (clinic_id);
alter table public.clinics add constraint clinics_invoice_template_fk
  foreign key (invoice_template_id) references public.invoice_templates (id) on delete set null;

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  number integer not null check (number > 0),
  invoice_date date not null default current_date,
  due_date date not null default (current_date + 10),
  date_for_service date,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  address_id uuid references public.user_addresses (id) on delete set null,
  appointment_ids uuid[] not null check (cardinality(appointment_ids) >= 1),
  -- [{appointmentId, title, date, price, quantity}]
  items_data jsonb not null default '[]',
  total numeric(12, 2) not null default 0 check (total >= 0),
  clinic_logo text,
  org_number text,
  footer text,
  clinic_email text,
  pdf_url text,
  is_draft boolean not null default false,
  currency_code text not null default 'NOK',
  currency_id uuid references public.currencies (id),
  therapist_user_id uuid references public.users (id) on delete set null,
  is_paid boolean not null default false,
  unique (clinic_id, number),
  check (due_date >= invoice_date),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index invoices_clinic_created_idx on public.invoices (clinic_id, created_at desc);
create index invoices_clinic_patient_idx on public.invoices (clinic_id, patient_user_id);
create index invoices_clinic_therapist_idx on public.invoices (clinic_id, therapist_user_id, created_at desc);

-- ---------------------------------------------------------------------------------------------------
-- Content: files, videos, slides
-- ---------------------------------------------------------------------------------------------------
create table public.files (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  owner_id uuid references public.users (id) on delete set null,
  bucket_id text not null,
  path text not null,
  name text not null,
  mime_type text,
  size bigint check (size >= 0),
  unique (bucket_id, path),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index files_clinic_owner_idx on public.files (clinic_id, owner_id);

create table public.video_scripts (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index video_scripts_clinic_idx on public.video_scripts (clinic_id, created_at desc);

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 64),
  name_encoded text not null,
  unique (clinic_id, name_encoded),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);

create table public.videos (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  name text check (length(btrim(name)) between 1 and 256),
  description text check (length(description) <= 255),
  q_video_id text,
  video_url text,
  is_draft boolean not null default true,
  chapters_ordered uuid[] not null default '{}',
  tag_ids uuid[] not null default '{}',
  selected_language_id uuid references public.languages (id) on delete set null,
  video_script_id uuid references public.video_scripts (id) on delete set null,
  check (is_draft or (name is not null and q_video_id is not null)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index videos_clinic_idx on public.videos (clinic_id, created_by, is_draft);
create unique index videos_clinic_name_key on public.videos (clinic_id, lower(btrim(name))) where name is not null;

create table public.chapters (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  video_id uuid not null references public.videos (id) on delete cascade,
  q_video_id text,
  title text not null check (length(btrim(title)) between 1 and 256),
  start_time numeric(10, 1) not null default 0 check (start_time >= 0),
  start_time_formatted text,
  tag_ids uuid[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index chapters_clinic_video_idx on public.chapters (clinic_id, video_id, start_time);

create table public.video_statistics (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  video_id uuid not null references public.videos (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  -- [{deviceType, browserName, browserVersion, secondsPlayed, isPlaybackCompleted, startDate}]
  sessions jsonb not null default '[]',
  last_session jsonb,
  video_duration numeric(10, 1),
  first_view_date timestamptz,
  views_by_date jsonb not null default '{}',
  views_by_device_type jsonb not null default '{}',
  total_completed_views_count integer not null default 0 check (total_completed_views_count >= 0),
  uncompleted_views_count integer not null default 0 check (uncompleted_views_count >= 0),
  unique (video_id, user_id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index video_statistics_clinic_video_idx on public.video_statistics (clinic_id, video_id);
create index video_statistics_user_idx on public.video_statistics (user_id);

-- Google Slides presentations (spec: "Google slide record"): admin uploads are clinic-wide and read-only.
create table public.presentations (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  google_slide_id text not null,
  name text not null,
  is_upload_by_admin boolean not null default false,
  email text,
  created_by_id uuid references public.users (id) on delete set null,
  unique (clinic_id, google_slide_id, created_by_id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index presentations_clinic_idx on public.presentations (clinic_id, created_by_id);

create table public.slides (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  presentation_id uuid not null references public.presentations (id) on delete cascade,
  page_number integer not null check (page_number >= 1),
  notes text,
  thumbnail_url text,
  unique (presentation_id, page_number),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index slides_clinic_presentation_idx on public.slides (clinic_id, presentation_id, page_number);

create table public.digital_id_connections (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid references public.clinics (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  provider text not null default 'VIPPS' check (provider in ('VIPPS')),
  user_email text not null,
  provider_email text,
  -- sha256 of the lower-cased provider e-mail (the spec's "keyed by hashed email")
  provider_email_hash text,
  unique (user_id, provider),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index digital_id_connections_hash_idx on public.digital_id_connections (provider_email_hash);

-- ---------------------------------------------------------------------------------------------------
-- Metadata triggers on every table that has the metadata columns
-- ---------------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  for t in
    select c.table_name from information_schema.columns c
    where c.table_schema = 'public' and c.column_name = 'is_updated'
      and c.table_name in (select tablename from pg_tables where schemaname = 'public')
  loop
    execute format('create trigger set_metadata before insert or update on public.%I
                    for each row execute function private.set_metadata()', t);
  end loop;
end
$$;
