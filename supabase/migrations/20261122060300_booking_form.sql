-- The appointment form's time-slot list (spec 000 §2.5: "a time-slot radio list shows available times for the
-- chosen live session type").
--
-- get_free_timeslots returns the instants on p_day (a date in the clinic's time zone, Europe/Oslo) at which an
-- appointment of the given type could start for the therapist:
--   * [start, start + duration) lies inside one contiguous run of the therapist's working-hour slots of that
--     live session type (adjacent 30-minute slots are merged, so a 50-minute type fits 08:00–08:50);
--   * the busy range [start, end + pause) overlaps no non-canceled appointment of the therapist (the same test
--     as the appointments_no_overlap exclusion constraint, so a listed start is bookable unless someone takes it
--     first — the constraint still decides).
-- Candidates are the working-slot starts (the 30-minute grid the therapist works on) plus the first 5-minute step
-- after each existing appointment's pause, so back-to-back booking is offered without flooding the list with
-- every 5-minute step. p_exclude_appointment_id leaves one appointment out (editing it may keep or move it).
create function public.get_free_timeslots(
  p_therapist_user_id uuid,
  p_appointment_type_id uuid,
  p_live_session_type text,
  p_day date,
  p_exclude_appointment_id uuid default null
) returns table (start_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_tz text;
  v_from timestamptz;
  v_to timestamptz;
  t public.appointment_types;
begin
  perform private.require_staff();
  if p_live_session_type is null or p_live_session_type not in ('VIDEO', 'PHONE', 'IN_OFFICE') then
    perform private.raise('22023', 'Please select live session type!', 'live_session_type_required');
  end if;
  if p_day is null then
    perform private.raise('22023', 'Please select date!', 'date_required');
  end if;
  select * into t from public.appointment_types x where x.id = p_appointment_type_id and x.clinic_id = v_clinic;
  if not found then
    perform private.raise('22023', 'Please select appointment type!', 'appointment_type_required');
  end if;
  if not private.is_clinic_therapist(p_therapist_user_id, v_clinic) then
    perform private.raise('22023', 'Assigned therapist doesn`t exists', 'therapist_not_found');
  end if;
  select coalesce(c.time_zone, 'Europe/Oslo') into v_tz from public.clinics c where c.id = v_clinic;
  v_from := p_day::timestamp at time zone v_tz;
  v_to := (p_day + 1)::timestamp at time zone v_tz;

  return query
  with slots as (
    select s.start_at, s.end_at
    from public.weekly_working_hour_slots s
    where s.clinic_id = v_clinic and s.therapist_user_id = p_therapist_user_id
      and s.live_session_type = p_live_session_type
      -- a slot run may continue past midnight; one extra day is enough for any appointment type
      and s.end_at > v_from and s.start_at < v_to + interval '1 day'
  ),
  marked as (
    select s.start_at, s.end_at,
           case when s.start_at <= max(s.end_at) over (order by s.start_at rows between unbounded preceding and 1 preceding)
                then 0 else 1 end as starts_run
    from slots s
  ),
  numbered as (
    select m.start_at, m.end_at, sum(m.starts_run) over (order by m.start_at) as run
    from marked m
  ),
  runs as (
    select min(n.start_at) as run_start, max(n.end_at) as run_end from numbered n group by n.run
  ),
  busy as (
    select a.busy_range as r
    from public.appointments a
    where a.clinic_id = v_clinic and a.therapist_user_id = p_therapist_user_id and a.status <> 'CANCELED'
      and a.id is distinct from p_exclude_appointment_id
      and a.busy_range && tstzrange(v_from - interval '1 day', v_to + interval '1 day')
  ),
  candidates as (
    select s.start_at as c from slots s
    union
    select to_timestamp(ceil(extract(epoch from upper(b.r)) / 300) * 300) from busy b
  )
  select c.c
  from candidates c
  where c.c >= v_from and c.c < v_to
    and exists (select 1 from runs r
                where c.c >= r.run_start and c.c + make_interval(mins => t.duration) <= r.run_end)
    and not exists (select 1 from busy b
                    where b.r && private.busy_range(c.c, c.c + make_interval(mins => t.duration), t.pause))
  order by c.c;
end
$$;

revoke execute on function public.get_free_timeslots(uuid, uuid, text, date, uuid) from public, anon;
grant execute on function public.get_free_timeslots(uuid, uuid, text, date, uuid) to authenticated, service_role;
