-- mf-patients: list_patients reads the caller's patients by primary key. Measured with EXPLAIN ANALYZE on
-- seed:large (bench-therapist1: 500 patients among the clinic's 10 000): with a search the planner chose a
-- hash join fed by a sequential scan of all 10 000 users, the ILIKE predicate evaluated on each (74 of the
-- 80 ms). Starting from the caller's 500 rows of therapist_patients and looking each user up by id: 6.7 ms
-- for 'l', unchanged (~10 ms) without a search. Same signature and result, so PostgREST and grants stay.

create or replace function public.list_patients(p_query text default null, p_include_finished boolean default false,
  p_limit integer default 60, p_offset integer default 0)
returns table (id uuid, first_name text, last_name text, email text, phone text, avatar_url text,
               custom_identifier text, is_treatment_finished boolean, category text, main_therapist_user_id uuid,
               is_allow_view_journal_records boolean, is_allow_client_schedule_appointment boolean,
               number_of_active_appointments integer, total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  v_q text := private.like_escape(p_query);
begin
  perform private.require_staff();
  if p_limit is null or p_limit < 1 or p_limit > 500 or p_offset is null or p_offset < 0 then
    perform private.raise('22023', 'Error during getting patients', 'bad_page');
  end if;
  return query
  with mine as (
    select tp.patient_user_id as pid, case when tp.is_main then 'PROPER_PATIENT' else 'ATTACHED' end as cat
    from public.therapist_patients tp
    where tp.clinic_id = v_clinic and tp.therapist_user_id = v_uid
    union all
    select i.initialized_user_id, 'NOT_ACTIVATED'
    from public.invitations i
    where i.clinic_id = v_clinic and i.invitation_created_by_id = v_uid and i.status = 'CREATED'
      and i.initialized_user_id is not null
  ), cats as (
    select distinct on (m.pid) m.pid, m.cat,
      case m.cat when 'NOT_ACTIVATED' then 0 when 'ATTACHED' then 1 else 2 end as rank
    from mine m
    order by m.pid, case m.cat when 'NOT_ACTIVATED' then 0 when 'PROPER_PATIENT' then 1 else 2 end
  )
  select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.custom_identifier, u.is_treatment_finished,
         c.cat, pp.therapist_user_id, coalesce(pp.is_allow_view_journal_records, false),
         coalesce(pp.is_allow_client_schedule_appointment, false), coalesce(pp.number_of_active_appointments, 0),
         count(*) over ()
  from cats c
  -- One primary-key lookup per patient of mine (OFFSET 0 keeps the subquery from being flattened into a
  -- hash join over the whole clinic's users).
  cross join lateral (select x.* from public.users x where x.id = c.pid offset 0) u
  left join public.patient_profiles pp on pp.user_id = u.id
  where u.clinic_id = v_clinic and u.role = 'PATIENT'
    and (coalesce(p_include_finished, false) or not u.is_treatment_finished)
    and (v_q = '' or u.last_name ilike v_q || '%' or u.first_name ilike v_q || '%' or u.email ilike v_q || '%'
         or u.phone ilike '%' || v_q || '%' or u.custom_identifier ilike '%' || v_q || '%')
  order by c.rank, u.last_name, u.first_name, u.id
  limit p_limit offset p_offset;
end
$$;
