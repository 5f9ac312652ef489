-- Working hours (spec 000 §2.6, §3 Weekly working hours, §4 'Working hours modal opening', §9) and the
-- timeslots derived from them (spec 001 §3 Timeslots).
--
-- The editor sends the 30-minute slots as instants (timestamptz) computed in Europe/Oslo wall-clock time;
-- this file checks them against the same wall clock, so 09:00 is 09:00 on both sides of a DST switch.
-- The window is the 8 ISO weeks that start with the current one (Monday of this week … Sunday 7 weeks on).

-- The clinic's wall clock (spec: Europe/Oslo); one place so the checks and the timeslots agree.
create function private.working_hours_tz() returns text
language sql immutable set search_path = '' as $$
  select 'Europe/Oslo'::text
$$;

-- Monday of the ISO week holding p_day.
create function private.iso_week_monday(p_day date) returns date
language sql immutable set search_path = '' as $$
  select (p_day - (extract(isodow from p_day)::int - 1))
$$;

-- ---------------------------------------------------------------------------------------------------
-- Timeslots: for each appointment type the therapist offers and each live session type, start times on
-- the type's grid (duration + pause, so back-to-back bookings fit the database's no-overlap rule) inside
-- every run of contiguous working slots, with the whole appointment inside the run. Past starts and starts
-- whose busy range meets a non-canceled appointment are left out.
-- ---------------------------------------------------------------------------------------------------
create function private.regenerate_timeslots(p_therapist uuid) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_count integer;
begin
  delete from public.timeslots where therapist_user_id = p_therapist;
  with slots as (
    select s.clinic_id, s.live_session_type, s.start_at, s.end_at,
           case when lag(s.end_at) over w = s.start_at then 0 else 1 end as is_new_run
    from public.weekly_working_hour_slots s
    where s.therapist_user_id = p_therapist
    window w as (partition by s.live_session_type order by s.start_at)
  ), numbered as (
    select *, sum(is_new_run) over (partition by live_session_type order by start_at) as run
    from slots
  ), runs as (
    select clinic_id, live_session_type, min(start_at) as run_start, max(end_at) as run_end
    from numbered group by clinic_id, live_session_type, run
  ), candidates as (
    select r.clinic_id, t.id as appointment_type_id, r.live_session_type, t.duration, t.pause,
           r.run_start + make_interval(mins => n * (t.duration + t.pause)) as start_at
    from runs r
    join public.users u on u.id = p_therapist
    join public.appointment_types t on t.clinic_id = r.clinic_id and t.id = any (u.appointment_type_ids)
    cross join lateral generate_series(
      0, floor((extract(epoch from r.run_end - r.run_start) / 60 - t.duration) / (t.duration + t.pause))::int) n
  )
  insert into public.timeslots (clinic_id, therapist_user_id, appointment_type_id, live_session_type, start_at, duration,
                                created_by)
  select c.clinic_id, p_therapist, c.appointment_type_id, c.live_session_type, c.start_at, c.duration, auth.uid()
  from candidates c
  where c.start_at > now()
    and not exists (select 1 from public.appointments a
                    where a.therapist_user_id = p_therapist and a.status <> 'CANCELED'
                      and a.busy_range && private.busy_range(c.start_at, c.start_at + make_interval(mins => c.duration), c.pause));
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- ---------------------------------------------------------------------------------------------------
-- save_working_hours: one transaction. The caller's own working hours only (no therapist argument).
-- p_today is the clinic's current date; the public function passes today, tests pass fixed dates.
-- ---------------------------------------------------------------------------------------------------
create function private.save_working_hours_on(
  p_today date,
  p_live_session_types text[],
  p_slots timestamptz[],
  p_week_status jsonb,
  p_full_time boolean,
  p_is_same_for_all_types boolean)
returns public.weekly_working_hours
language plpgsql security definer set search_path = '' as $$
declare
  v_tz text := private.working_hours_tz();
  v_error constant text := 'Error during saving working hours';
  v_monday date := private.iso_week_monday(p_today);
  v_last date := private.iso_week_monday(p_today) + 55;
  v_user public.users;
  v_profile public.therapist_profiles;
  v_row public.weekly_working_hours;
  v_types text[];
  v_key text;
  v_value jsonb;
  v_slot timestamptz;
  v_local timestamp;
begin
  perform private.require_staff();
  select * into v_user from public.users where id = auth.uid();
  if v_user.clinic_id is distinct from private.clinic_id() then
    perform private.raise('42501', v_error, 'wrong_clinic');
  end if;
  select * into v_profile from public.therapist_profiles where user_id = v_user.id for update;
  if not found then
    perform private.raise('P0002', v_error, 'no_therapist_profile');
  end if;

  -- what is edited
  select array_agg(distinct x order by x) into v_types from unnest(p_live_session_types) x;
  if v_types is null or not v_types <@ array['IN_OFFICE', 'PHONE', 'VIDEO']
     or array_length(v_types, 1) <> cardinality(p_live_session_types) then
    perform private.raise('22023', v_error, 'bad_live_session_type');
  end if;
  if coalesce(p_is_same_for_all_types, false) and v_types <> array['IN_OFFICE', 'PHONE', 'VIDEO'] then
    perform private.raise('22023', v_error, 'same_for_all_needs_all_types');
  end if;
  if p_full_time is null then
    perform private.raise('22023', v_error, 'full_time_required');
  end if;

  -- week status: every day of the window, a boolean, nothing outside it
  if p_week_status is null or jsonb_typeof(p_week_status) <> 'object' then
    perform private.raise('22023', v_error, 'bad_week_status');
  end if;
  for v_key, v_value in select * from jsonb_each(p_week_status) loop
    if v_key !~ '^\d{4}-\d{2}-\d{2}$' or jsonb_typeof(v_value) <> 'boolean' then
      perform private.raise('22023', v_error, 'bad_week_status');
    end if;
    if v_key::date < v_monday or v_key::date > v_last then
      perform private.raise('22023', v_error, 'day_outside_window');
    end if;
  end loop;
  if (select count(*) from jsonb_object_keys(p_week_status)) <> 56 then
    perform private.raise('22023', v_error, 'bad_week_status');
  end if;

  -- slots: on the half hour, 07:00–23:00 Oslo time, inside the window, on a working day, no repeats
  if p_slots is null then
    perform private.raise('22023', v_error, 'slots_required');
  end if;
  if cardinality(p_slots) <> (select count(distinct s) from unnest(p_slots) s) then
    perform private.raise('22023', v_error, 'duplicate_slot');
  end if;
  foreach v_slot in array p_slots loop
    if v_slot is null then
      perform private.raise('22023', v_error, 'slots_required');
    end if;
    v_local := v_slot at time zone v_tz;
    if extract(second from v_local) <> 0 or extract(minute from v_local)::int not in (0, 30) then
      perform private.raise('22023', v_error, 'slot_not_on_30_minutes');
    end if;
    if v_local::time < time '07:00' or v_local::time > time '22:30' then
      perform private.raise('22023', v_error, 'slot_outside_working_day');
    end if;
    if v_local::date < v_monday or v_local::date > v_last then
      perform private.raise('22023', v_error, 'slot_outside_window');
    end if;
    if not coalesce((p_week_status ->> v_local::date::text)::boolean, false) then
      perform private.raise('22023', v_error, 'slot_on_day_off');
    end if;
  end loop;

  -- the row, created and linked on first save
  select * into v_row from public.weekly_working_hours where therapist_profile_id = v_profile.id for update;
  if not found then
    insert into public.weekly_working_hours (clinic_id, therapist_profile_id, therapist_user_id, created_by)
    values (v_user.clinic_id, v_profile.id, v_user.id, v_user.id)
    returning * into v_row;
  end if;
  if v_profile.weekly_working_hours_id is distinct from v_row.id then
    update public.therapist_profiles set weekly_working_hours_id = v_row.id where id = v_profile.id;
  end if;

  delete from public.weekly_working_hour_slots
  where weekly_working_hours_id = v_row.id and live_session_type = any (v_types);
  insert into public.weekly_working_hour_slots (clinic_id, weekly_working_hours_id, therapist_user_id, live_session_type,
                                                start_at, end_at, created_by)
  select v_user.clinic_id, v_row.id, v_user.id, t, s, s + interval '30 minutes', v_user.id
  from unnest(v_types) t cross join unnest(p_slots) s;

  update public.weekly_working_hours w set
    week_status = w.week_status || (select jsonb_object_agg(t, p_week_status) from unnest(v_types) t),
    full_time = w.full_time || (select jsonb_object_agg(t, p_full_time) from unnest(v_types) t),
    is_same_working_hours_for_live_session_types = coalesce(p_is_same_for_all_types, false),
    last_date_of_week = v_monday + 6,
    offset_in_hours = (extract(epoch from (now() at time zone v_tz) - (now() at time zone 'UTC')) / 3600)::int,
    updated_by = v_user.id
  where w.id = v_row.id
  returning * into v_row;

  perform private.regenerate_timeslots(v_user.id);
  return v_row;
end
$$;

create function public.save_working_hours(
  p_live_session_types text[],
  p_slots timestamptz[],
  p_week_status jsonb,
  p_full_time boolean,
  p_is_same_for_all_types boolean default false)
returns public.weekly_working_hours
language sql security definer set search_path = '' as $$
  select * from private.save_working_hours_on((now() at time zone private.working_hours_tz())::date,
    p_live_session_types, p_slots, p_week_status, p_full_time, p_is_same_for_all_types)
$$;

revoke execute on function private.working_hours_tz(), private.iso_week_monday(date), private.regenerate_timeslots(uuid),
  private.save_working_hours_on(date, text[], timestamptz[], jsonb, boolean, boolean) from public, anon, authenticated;
grant execute on function private.working_hours_tz(), private.iso_week_monday(date) to authenticated, service_role;
grant execute on function private.regenerate_timeslots(uuid),
  private.save_working_hours_on(date, text[], timestamptz[], jsonb, boolean, boolean) to service_role;
revoke execute on function public.save_working_hours(text[], timestamptz[], jsonb, boolean, boolean) from public, anon;
grant execute on function public.save_working_hours(text[], timestamptz[], jsonb, boolean, boolean) to authenticated, service_role;
