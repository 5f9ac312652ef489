-- External calendar sync on the server (spec 000 §7.4): a booking, edit or cancel writes an outbox row in the
-- booking RPC's own transaction, and the calendar-service edge function processes it (POST outbox/process with
-- the service role key), so a closed browser tab no longer leaves the therapist's external calendar out of
-- step. Processing is idempotent (the provider's event is keyed by the calendar event's id) and retried with
-- backoff. Who triggers processing: locally the stack's calendar-sync worker (LISTEN calendar_sync + a retry
-- clock); on hosted Supabase a Database Webhook / pg_net trigger plus a pg_cron retry (see
-- supabase/functions/calendar-service/README.md).

-- ---------------------------------------------------------------------------------------------------
-- The outbox: one row per change of an appointment that its calendar events must follow. Processing reads
-- the appointment's events as they are then, so several rows for one appointment are harmless.
-- ---------------------------------------------------------------------------------------------------
create table private.calendar_sync_outbox (
  id bigint generated always as identity primary key,
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  appointment_id uuid not null references public.appointments (id) on delete cascade,
  reason text not null check (reason in ('BOOKED', 'UPDATED', 'CANCELED')),
  created_at timestamptz not null default now(),
  -- processing state
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  processed_at timestamptz,
  failed_at timestamptz,
  last_error text
);
create index calendar_sync_outbox_due_idx on private.calendar_sync_outbox (next_attempt_at)
  where processed_at is null and failed_at is null;
create index calendar_sync_outbox_appointment_idx on private.calendar_sync_outbox (appointment_id);

revoke all on private.calendar_sync_outbox from public, anon, authenticated;
grant select, insert, update, delete on private.calendar_sync_outbox to service_role;

-- The local provider's calendar (what Google Calendar is for the google provider): the events it holds, keyed
-- by the provider's event id, which is the calendar event's id, so pushing an event twice creates it once.
create table private.local_calendar_provider_events (
  id text primary key,
  calendar_id uuid not null references public.calendars (id) on delete cascade,
  calendar_event_id uuid not null unique references public.calendar_events (id) on delete cascade,
  start_at timestamptz not null,
  end_at timestamptz not null,
  summary text,
  live_session_type text,
  custom_properties jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- how many times the provider accepted this event (created once, then updates)
  writes integer not null default 1
);
revoke all on private.local_calendar_provider_events from public, anon, authenticated;
grant select, insert, update, delete on private.local_calendar_provider_events to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Enqueue: a trigger on appointments, so book_appointment, update_appointment and cancel_appointment (and any
-- later RPC that moves or cancels an appointment) write the row in their own transaction. Only changes the
-- external event shows are enqueued (not e.g. STARTED/FINISHED or calendar_event_id bookkeeping), and only
-- changes made through the API (a request with JWT claims).
-- ---------------------------------------------------------------------------------------------------
create function private.enqueue_calendar_sync() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_reason text;
begin
  -- Rows written outside the API (seed files, seed:large, migrations) are not pushed anywhere.
  if coalesce(current_setting('request.jwt.claims', true), '') in ('', '{}') then
    return null;
  end if;
  if tg_op = 'INSERT' then
    v_reason := 'BOOKED';
  elsif new.status = 'CANCELED' and old.status is distinct from 'CANCELED' then
    v_reason := 'CANCELED';
  elsif new.status <> 'CANCELED' and (
      new.start_at is distinct from old.start_at or new.end_at is distinct from old.end_at
      or new.title is distinct from old.title or new.live_session_type is distinct from old.live_session_type
      or new.therapist_user_id is distinct from old.therapist_user_id
      or new.patient_user_id is distinct from old.patient_user_id) then
    v_reason := 'UPDATED';
  else
    return null;
  end if;
  insert into private.calendar_sync_outbox (clinic_id, appointment_id, reason)
  values (new.clinic_id, new.id, v_reason);
  return null;
end
$$;

create trigger appointments_calendar_sync
  after insert or update on public.appointments
  for each row execute function private.enqueue_calendar_sync();

-- Wake the worker when a row commits (NOTIFY is delivered at commit, never for a rolled-back booking).
create function private.notify_calendar_sync() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_notify('calendar_sync', new.id::text);
  return null;
end
$$;

create trigger calendar_sync_outbox_notify
  after insert on private.calendar_sync_outbox
  for each row execute function private.notify_calendar_sync();

-- ---------------------------------------------------------------------------------------------------
-- Processing (the calendar-service function, service role only)
-- ---------------------------------------------------------------------------------------------------

-- Claims up to p_limit due rows for p_lease (a crashed processor's rows come back after it), counting the attempt.
create function public.calendar_sync_claim(p_limit integer default 20, p_lease_seconds integer default 120)
returns table (id bigint, appointment_id uuid, reason text, attempts integer)
language sql security definer set search_path = '' as $$
  update private.calendar_sync_outbox o
  set attempts = o.attempts + 1, locked_until = now() + make_interval(secs => p_lease_seconds)
  where o.id in (
    select x.id from private.calendar_sync_outbox x
    where x.processed_at is null and x.failed_at is null and x.next_attempt_at <= now()
      and (x.locked_until is null or x.locked_until < now())
    order by x.id
    limit greatest(p_limit, 1)
    for update skip locked)
  returning o.id, o.appointment_id, o.reason, o.attempts
$$;

-- The appointment's main and pause events with what the function needs to reach the provider.
create function public.calendar_sync_events(p_appointment_id uuid)
returns table (id uuid, calendar_id uuid, appointment_id uuid, type text, start_at timestamptz, end_at timestamptz,
  summary text, live_session_type text, appointment_status text, external_id text, custom_properties jsonb,
  calendar_provider text, calendar_external_id text, owner_user_id uuid)
language sql stable security definer set search_path = '' as $$
  select e.id, e.calendar_id, e.appointment_id, e.type, e.start_at, e.end_at, e.summary, e.live_session_type,
    e.appointment_status, e.external_id, e.custom_properties, c.provider, c.external_id, c.therapist_user_id
  from public.calendar_events e join public.calendars c on c.id = e.calendar_id
  where e.appointment_id = p_appointment_id and e.type in ('APPOINTMENT', 'PAUSE')
  -- the main event first: a pause refers to it
  order by e.type
$$;

create function public.calendar_sync_set_external_id(p_event_id uuid, p_external_id text)
returns void
language sql security definer set search_path = '' as $$
  update public.calendar_events set external_id = p_external_id where id = p_event_id
$$;

create function public.calendar_sync_done(p_id bigint)
returns void
language sql security definer set search_path = '' as $$
  update private.calendar_sync_outbox
  set processed_at = now(), locked_until = null, last_error = null
  where id = p_id
$$;

-- A failed attempt: retried after 5 s, 10 s, 20 s … (at most an hour apart); after 12 attempts (about 4 hours)
-- the row is given up (failed_at) and kept with its last error.
create function public.calendar_sync_failed(p_id bigint, p_error text)
returns void
language sql security definer set search_path = '' as $$
  update private.calendar_sync_outbox
  set locked_until = null,
      last_error = left(p_error, 1000),
      next_attempt_at = now() + least(make_interval(secs => 5 * power(2, greatest(attempts - 1, 0))), interval '1 hour'),
      failed_at = case when attempts >= 12 then now() end
  where id = p_id
$$;

-- How many rows are due now (the processor loops while there are).
create function public.calendar_sync_due()
returns integer
language sql stable security definer set search_path = '' as $$
  select count(*)::integer from private.calendar_sync_outbox
  where processed_at is null and failed_at is null and next_attempt_at <= now()
    and (locked_until is null or locked_until < now())
$$;

-- The local provider: create or update its event (idempotent), or remove it.
create function public.local_calendar_provider_push(p_event_id uuid)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  e public.calendar_events;
begin
  select * into e from public.calendar_events where id = p_event_id;
  if not found then
    perform private.raise('22023', 'Sorry, you can''t delete or edit this event, it has wrong data', 'calendar_event_wrong');
  end if;
  insert into private.local_calendar_provider_events as p
    (id, calendar_id, calendar_event_id, start_at, end_at, summary, live_session_type, custom_properties)
  values (e.id::text, e.calendar_id, e.id, e.start_at, e.end_at, e.summary, e.live_session_type,
    e.custom_properties || jsonb_build_object('calendarEventId', e.id, 'appointmentId', e.appointment_id, 'type', e.type))
  on conflict (id) do update
    set calendar_id = excluded.calendar_id, start_at = excluded.start_at, end_at = excluded.end_at,
        summary = excluded.summary, live_session_type = excluded.live_session_type,
        custom_properties = excluded.custom_properties, updated_at = now(), writes = p.writes + 1;
  return e.id::text;
end
$$;

create function public.local_calendar_provider_remove(p_external_id text)
returns void
language sql security definer set search_path = '' as $$
  delete from private.local_calendar_provider_events where id = p_external_id
$$;

-- What the local provider's calendar holds (tests and the e2e read it; the service role only).
create function public.local_calendar_provider_events(p_calendar_id uuid)
returns table (id text, calendar_event_id uuid, start_at timestamptz, end_at timestamptz, summary text,
  created_at timestamptz, updated_at timestamptz, writes integer)
language sql stable security definer set search_path = '' as $$
  select p.id, p.calendar_event_id, p.start_at, p.end_at, p.summary, p.created_at, p.updated_at, p.writes
  from private.local_calendar_provider_events p where p.calendar_id = p_calendar_id order by p.start_at
$$;

-- The outbox rows of an appointment (tests, the e2e and support read them; the service role only).
create function public.calendar_sync_status(p_appointment_id uuid)
returns table (id bigint, reason text, attempts integer, processed_at timestamptz, failed_at timestamptz,
  next_attempt_at timestamptz, last_error text)
language sql stable security definer set search_path = '' as $$
  select o.id, o.reason, o.attempts, o.processed_at, o.failed_at, o.next_attempt_at, o.last_error
  from private.calendar_sync_outbox o where o.appointment_id = p_appointment_id order by o.id
$$;

revoke execute on function
  private.enqueue_calendar_sync(),
  private.notify_calendar_sync(),
  public.calendar_sync_claim(integer, integer),
  public.calendar_sync_events(uuid),
  public.calendar_sync_set_external_id(uuid, text),
  public.calendar_sync_done(bigint),
  public.calendar_sync_failed(bigint, text),
  public.calendar_sync_due(),
  public.local_calendar_provider_push(uuid),
  public.local_calendar_provider_remove(text),
  public.local_calendar_provider_events(uuid),
  public.calendar_sync_status(uuid)
from public, anon, authenticated;

grant execute on function
  public.calendar_sync_claim(integer, integer),
  public.calendar_sync_events(uuid),
  public.calendar_sync_set_external_id(uuid, text),
  public.calendar_sync_done(bigint),
  public.calendar_sync_failed(bigint, text),
  public.calendar_sync_due(),
  public.local_calendar_provider_push(uuid),
  public.local_calendar_provider_remove(text),
  public.local_calendar_provider_events(uuid),
  public.calendar_sync_status(uuid)
to service_role;
