-- The calendar service of spec 000 §7.4 (edge function `calendar-service`) and its calendar connection
-- (spec 000 §4: not connected → authorisation → isCalendarIntegrated; disconnect deletes the calendar's
-- events, clears calendarId and sets isCalendarIntegrated false).
--
-- The function verifies the caller's bearer token with the auth server and then calls the functions below
-- with the service role, passing the verified user id: they are the service's back end, so no API role but
-- service_role may execute them, and users.is_calendar_integrated / therapist_profiles.calendar_id /
-- selected_calendar_service change only through them (the column privileges below).

-- ---------------------------------------------------------------------------------------------------
-- Authorisation state (no API role has any privilege on these tables).
-- ---------------------------------------------------------------------------------------------------

-- One authorisation attempt: sessions/url creates it; the provider's consent (the local consent page, or
-- Google's) ends at the app's /service/google-calendar-auth with ?code&state; sessions/authenticate claims it
-- once. The one-time code of the local provider is stored as its SHA-256 only.
create table private.calendar_service_requests (
  state text primary key check (length(state) >= 32),
  user_id uuid not null references public.users (id) on delete cascade,
  provider text not null check (provider in ('LOCAL', 'GOOGLE')),
  redirect_url text not null,
  code_hash text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '10 minutes',
  approved_at timestamptz,
  used_at timestamptz
);
create index calendar_service_requests_user_idx on private.calendar_service_requests (user_id);

-- The user's authorised calendar account (the spec's "google-auth"): the local provider's account is the
-- user; a Google account keeps its OAuth tokens here, never in a table the API exposes.
create table private.calendar_service_accounts (
  user_id uuid primary key references public.users (id) on delete cascade,
  provider text not null check (provider in ('LOCAL', 'GOOGLE')),
  account_id text not null,
  account_email text,
  access_token text,
  refresh_token text,
  token_expires_at timestamptz,
  authenticated_at timestamptz not null default now(),
  unique (provider, account_id)
);

revoke all on private.calendar_service_requests, private.calendar_service_accounts from public, anon, authenticated;
grant select, insert, update, delete on private.calendar_service_requests, private.calendar_service_accounts to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Only the service changes the connection. Nothing in the app updates these columns directly (the seed and
-- the service role are not affected by these grants).
-- ---------------------------------------------------------------------------------------------------
revoke update (is_calendar_integrated) on public.users from authenticated;
revoke update on public.therapist_profiles from authenticated;
grant update (weekly_working_hours_id, introduction_video_ids, selected_introduction_video_id)
  on public.therapist_profiles to authenticated;

-- A profile created by a user (the creation wizard) starts without a calendar.
create function private.protect_therapist_profile_calendar() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user in ('authenticated', 'anon') then
    new.calendar_id := null;
    new.selected_calendar_service := null;
  end if;
  return new;
end
$$;
create trigger protect_therapist_profile_calendar before insert on public.therapist_profiles
  for each row execute function private.protect_therapist_profile_calendar();

-- ---------------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------------

-- The verified caller, if staff of a clinic.
create function private.calendar_service_actor(p_user_id uuid) returns public.users
language plpgsql stable set search_path = '' as $$
declare
  u public.users;
begin
  select * into u from public.users x where x.id = p_user_id;
  if not found or u.clinic_id is null or u.role not in ('THERAPIST', 'CLINIC_OWNER', 'ADMIN') then
    perform private.raise('42501', 'Sorry, you are not authorized to access this app', 'not_staff');
  end if;
  return u;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Sessions
-- ---------------------------------------------------------------------------------------------------

create function public.calendar_service_begin(p_user_id uuid, p_provider text, p_state text, p_redirect_url text)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.calendar_service_actor(p_user_id);
  if p_provider not in ('LOCAL', 'GOOGLE') then
    perform private.raise('22023', 'Unknown calendar provider', 'calendar_provider');
  end if;
  -- old attempts of this user are of no further use
  delete from private.calendar_service_requests r
    where r.user_id = p_user_id and (r.used_at is not null or r.expires_at < now());
  insert into private.calendar_service_requests (state, user_id, provider, redirect_url)
    values (p_state, p_user_id, p_provider, p_redirect_url);
end
$$;

-- What the local consent page shows for a state (no bearer token there: the state is the secret).
create function public.calendar_service_request(p_state text)
returns table (email text, first_name text, last_name text, provider text, redirect_url text, status text)
language sql stable security definer set search_path = '' as $$
  select u.email, u.first_name, u.last_name, r.provider, r.redirect_url,
    case when r.used_at is not null then 'USED'
         when r.expires_at < now() then 'EXPIRED'
         when r.approved_at is not null then 'APPROVED'
         else 'PENDING' end
  from private.calendar_service_requests r join public.users u on u.id = r.user_id
  where r.state = p_state
$$;

-- The user approved on the local consent page: store the one-time code's hash, return where to go.
create function public.calendar_service_approve(p_state text, p_code_hash text)
returns text
language plpgsql security definer set search_path = '' as $$
declare
  r private.calendar_service_requests;
begin
  update private.calendar_service_requests x set approved_at = now(), code_hash = p_code_hash
    where x.state = p_state and x.provider = 'LOCAL' and x.approved_at is null and x.used_at is null
      and x.expires_at >= now()
    returning * into r;
  if not found then
    perform private.raise('22023', 'User google-calendar was not integrated, check your data and try again', 'calendar_auth_request');
  end if;
  return r.redirect_url;
end
$$;

-- sessions/authenticate, step 1: the state must be the caller's, unexpired and unused; for the local provider
-- the code must be the approved one. Marks the attempt used either way it succeeds.
create function public.calendar_service_claim(p_user_id uuid, p_state text, p_code_hash text)
returns table (provider text, redirect_url text)
language plpgsql security definer set search_path = '' as $$
declare
  r private.calendar_service_requests;
begin
  perform private.calendar_service_actor(p_user_id);
  update private.calendar_service_requests x set used_at = now()
    where x.state = p_state and x.user_id = p_user_id and x.used_at is null and x.expires_at >= now()
      and (x.provider = 'GOOGLE' or (x.approved_at is not null and x.code_hash = p_code_hash))
    returning * into r;
  if not found then
    perform private.raise('22023', 'User google-calendar was not integrated, check your data and try again', 'calendar_auth_code');
  end if;
  return query select r.provider, r.redirect_url;
end
$$;

-- sessions/authenticate, step 2: keep the authorised account.
create function public.calendar_service_save_account(
  p_user_id uuid, p_provider text, p_account_id text, p_account_email text,
  p_access_token text default null, p_refresh_token text default null, p_token_expires_at timestamptz default null
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  perform private.calendar_service_actor(p_user_id);
  if exists (select 1 from private.calendar_service_accounts a
             where a.provider = p_provider and a.account_id = p_account_id and a.user_id <> p_user_id) then
    perform private.raise('23505', 'This Google Account already integrated', 'calendar_account_taken');
  end if;
  insert into private.calendar_service_accounts as a (user_id, provider, account_id, account_email, access_token,
    refresh_token, token_expires_at)
  values (p_user_id, p_provider, p_account_id, p_account_email, p_access_token, p_refresh_token, p_token_expires_at)
  on conflict (user_id) do update set provider = excluded.provider, account_id = excluded.account_id,
    account_email = excluded.account_email, access_token = excluded.access_token,
    -- Google sends a refresh token only on the first consent
    refresh_token = coalesce(excluded.refresh_token, a.refresh_token),
    token_expires_at = excluded.token_expires_at, authenticated_at = now();
end
$$;

create function public.calendar_service_update_token(p_user_id uuid, p_access_token text, p_token_expires_at timestamptz)
returns void
language sql security definer set search_path = '' as $$
  update private.calendar_service_accounts set access_token = p_access_token, token_expires_at = p_token_expires_at
  where user_id = p_user_id
$$;

-- sessions/: the connection state. A user integrated before the service kept accounts (the seed) counts as
-- authenticated with the provider of their connected calendar. Tokens are for the function only.
create function public.calendar_service_session(p_user_id uuid)
returns table (is_authenticated boolean, provider text, account_id text, account_email text, access_token text,
  refresh_token text, token_expires_at timestamptz, calendar_id uuid, calendar_provider text,
  calendar_external_id text, is_calendar_integrated boolean)
language sql stable security definer set search_path = '' as $$
  select (a.user_id is not null) or (u.is_calendar_integrated and tp.calendar_id is not null),
    coalesce(a.provider, c.provider, 'LOCAL'), coalesce(a.account_id, case when c.provider = 'LOCAL' then u.id::text end),
    a.account_email, a.access_token, a.refresh_token, a.token_expires_at,
    tp.calendar_id, c.provider, c.external_id, u.is_calendar_integrated
  from public.users u
  left join public.therapist_profiles tp on tp.user_id = u.id
  left join public.calendars c on c.id = tp.calendar_id
  left join private.calendar_service_accounts a on a.user_id = u.id
  where u.id = p_user_id
$$;

-- ---------------------------------------------------------------------------------------------------
-- Calendars
-- ---------------------------------------------------------------------------------------------------

-- POST accounts/{accountId}/cal/calendars of the local provider: a new calendar the user owns.
create function public.calendar_service_create_calendar(p_user_id uuid, p_name text)
returns public.calendars
language plpgsql security definer set search_path = '' as $$
declare
  u public.users := private.calendar_service_actor(p_user_id);
  c public.calendars;
begin
  if p_name is null or btrim(p_name) = '' then
    perform private.raise('22023', 'Please input calendar name!', 'calendar_name_required');
  end if;
  if length(btrim(p_name)) > 256 then
    perform private.raise('22023', 'The calendar name is too long', 'calendar_name_too_long');
  end if;
  insert into public.calendars (clinic_id, therapist_user_id, name, provider, access_role, created_by)
    values (u.clinic_id, u.id, btrim(p_name), 'LOCAL', 'owner', u.id)
    returning * into c;
  return c;
end
$$;

-- POST therapist calendar {calendarId}: connect one of the user's writable calendars. A Google calendar is
-- identified by its Google id (p_external_id) and recorded in public.calendars on first use.
create function public.calendar_service_connect(
  p_user_id uuid, p_provider text, p_calendar_id uuid default null, p_external_id text default null,
  p_name text default null, p_access_role text default null
) returns public.calendars
language plpgsql security definer set search_path = '' as $$
declare
  u public.users := private.calendar_service_actor(p_user_id);
  c public.calendars;
begin
  if not exists (select 1 from private.calendar_service_accounts a where a.user_id = u.id and a.provider = p_provider) then
    perform private.raise('42501', 'User google-auth is not confirmed', 'calendar_not_authenticated');
  end if;
  if not exists (select 1 from public.therapist_profiles tp where tp.user_id = u.id) then
    perform private.raise('55000', 'therapistProfileId is wrong or may have been deleted', 'therapist_profile_missing');
  end if;
  if p_provider = 'LOCAL' then
    select * into c from public.calendars x
      where x.id = p_calendar_id and x.clinic_id = u.clinic_id and x.therapist_user_id = u.id
        and x.provider = 'LOCAL' and x.access_role in ('owner', 'writer');
  elsif p_provider = 'GOOGLE' and p_external_id is not null and p_access_role in ('owner', 'writer') then
    select * into c from public.calendars x
      where x.therapist_user_id = u.id and x.provider = 'GOOGLE' and x.external_id = p_external_id;
    if found then
      update public.calendars x set name = coalesce(nullif(btrim(p_name), ''), x.name), access_role = p_access_role
        where x.id = c.id returning * into c;
    else
      insert into public.calendars (clinic_id, therapist_user_id, name, provider, external_id, access_role, created_by)
        values (u.clinic_id, u.id, coalesce(nullif(btrim(p_name), ''), p_external_id), 'GOOGLE', p_external_id,
                p_access_role, u.id)
        returning * into c;
    end if;
  end if;
  if c.id is null then
    perform private.raise('22023', 'Wrong calendar ID was provided', 'calendar_id_wrong');
  end if;
  update public.therapist_profiles set calendar_id = c.id, selected_calendar_service = c.provider where user_id = u.id;
  update public.users set is_calendar_integrated = true where id = u.id;
  return c;
end
$$;

-- DELETE sessions/delete: disconnect in one transaction (spec 000 §4). True when something was connected.
create function public.calendar_service_disconnect(p_user_id uuid)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  u public.users := private.calendar_service_actor(p_user_id);
  v_calendar uuid;
  v_account boolean;
begin
  select tp.calendar_id into v_calendar from public.therapist_profiles tp where tp.user_id = u.id for update;
  delete from private.calendar_service_accounts a where a.user_id = u.id;
  v_account := found;
  delete from private.calendar_service_requests r where r.user_id = u.id;
  if v_calendar is not null then
    delete from public.calendar_events e where e.calendar_id = v_calendar;
  end if;
  update public.therapist_profiles set calendar_id = null, selected_calendar_service = null where user_id = u.id;
  update public.users set is_calendar_integrated = false where id = u.id;
  return v_calendar is not null or v_account or u.is_calendar_integrated;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- Events: the booking RPCs write calendar_events; the service verifies them and records their id in the
-- provider's calendar (external_id).
-- ---------------------------------------------------------------------------------------------------

-- The event p_event_id (or the one with p_external_id) of calendar p_calendar_id, if the caller is staff of
-- its clinic and the calendar is its therapist's connected calendar. Includes what the function needs to
-- reach the provider (the calendar's provider and Google id, its owner).
create function public.calendar_service_event(p_user_id uuid, p_calendar_id uuid, p_event_id uuid, p_external_id text)
returns table (id uuid, calendar_id uuid, appointment_id uuid, type text, start_at timestamptz, end_at timestamptz,
  summary text, live_session_type text, appointment_status text, external_id text, custom_properties jsonb,
  calendar_provider text, calendar_external_id text, owner_user_id uuid)
language plpgsql stable security definer set search_path = '' as $$
declare
  u public.users := private.calendar_service_actor(p_user_id);
begin
  if p_calendar_id is null then
    perform private.raise('22023', 'Creating a calendar event needs a calendar id', 'calendar_id_required');
  end if;
  if not exists (select 1 from public.calendars c join public.therapist_profiles tp on tp.calendar_id = c.id
                 where c.id = p_calendar_id and c.clinic_id = u.clinic_id) then
    perform private.raise('22023', 'Wrong calendar ID was provided', 'calendar_id_wrong');
  end if;
  return query
    select e.id, e.calendar_id, e.appointment_id, e.type, e.start_at, e.end_at, e.summary, e.live_session_type,
      e.appointment_status, e.external_id, e.custom_properties, c.provider, c.external_id, c.therapist_user_id
    from public.calendar_events e join public.calendars c on c.id = e.calendar_id
    where e.calendar_id = p_calendar_id and e.clinic_id = u.clinic_id
      and ((p_event_id is not null and e.id = p_event_id) or (p_event_id is null and e.external_id = p_external_id));
  if not found then
    perform private.raise('22023', 'Sorry, you can''t delete or edit this event, it has wrong data', 'calendar_event_wrong');
  end if;
end
$$;

create function public.calendar_service_set_external_id(p_user_id uuid, p_event_id uuid, p_external_id text)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  u public.users := private.calendar_service_actor(p_user_id);
begin
  update public.calendar_events e set external_id = p_external_id
    where e.id = p_event_id and e.clinic_id = u.clinic_id;
  if not found then
    perform private.raise('22023', 'Sorry, you can''t delete or edit this event, it has wrong data', 'calendar_event_wrong');
  end if;
end
$$;

revoke execute on function
  private.calendar_service_actor(uuid),
  private.protect_therapist_profile_calendar(),
  public.calendar_service_begin(uuid, text, text, text),
  public.calendar_service_request(text),
  public.calendar_service_approve(text, text),
  public.calendar_service_claim(uuid, text, text),
  public.calendar_service_save_account(uuid, text, text, text, text, text, timestamptz),
  public.calendar_service_update_token(uuid, text, timestamptz),
  public.calendar_service_session(uuid),
  public.calendar_service_create_calendar(uuid, text),
  public.calendar_service_connect(uuid, text, uuid, text, text, text),
  public.calendar_service_disconnect(uuid),
  public.calendar_service_event(uuid, uuid, uuid, text),
  public.calendar_service_set_external_id(uuid, uuid, text)
from public, anon, authenticated;

grant execute on function
  public.calendar_service_begin(uuid, text, text, text),
  public.calendar_service_request(text),
  public.calendar_service_approve(text, text),
  public.calendar_service_claim(uuid, text, text),
  public.calendar_service_save_account(uuid, text, text, text, text, text, timestamptz),
  public.calendar_service_update_token(uuid, text, timestamptz),
  public.calendar_service_session(uuid),
  public.calendar_service_create_calendar(uuid, text),
  public.calendar_service_connect(uuid, text, uuid, text, text, text),
  public.calendar_service_disconnect(uuid),
  public.calendar_service_event(uuid, uuid, uuid, text),
  public.calendar_service_set_external_id(uuid, uuid, text)
to service_role;
