-- mf-patients: the list RPCs with the search predicate written inline. Measured on seed:large (500 patients
-- of one therapist): the row-typed SQL helper private.patient_matches(u, q) is not inlined, so it ran as a
-- function call per row (~50 ms per list); inline it is one expression of the scan. Same predicate as
-- search_patients; same signatures, so PostgREST and the grants are unchanged.

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
  join public.users u on u.id = c.pid and u.clinic_id = v_clinic and u.role = 'PATIENT'
  left join public.patient_profiles pp on pp.user_id = u.id
  where (coalesce(p_include_finished, false) or not u.is_treatment_finished)
    and (v_q = '' or u.last_name ilike v_q || '%' or u.first_name ilike v_q || '%' or u.email ilike v_q || '%'
         or u.phone ilike '%' || v_q || '%' or u.custom_identifier ilike '%' || v_q || '%')
  order by c.rank, u.last_name, u.first_name, u.id
  limit p_limit offset p_offset;
end
$$;

create or replace function public.list_free_patients(p_query text default null, p_limit integer default 60,
  p_offset integer default 0)
returns table (id uuid, first_name text, last_name text, email text, phone text, avatar_url text,
               custom_identifier text, is_treatment_finished boolean, category text, main_therapist_user_id uuid,
               is_allow_view_journal_records boolean, is_allow_client_schedule_appointment boolean,
               number_of_active_appointments integer, total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_q text := private.like_escape(p_query);
begin
  perform private.require_staff();
  if p_limit is null or p_limit < 1 or p_limit > 500 or p_offset is null or p_offset < 0 then
    perform private.raise('22023', 'Error during getting patients', 'bad_page');
  end if;
  return query
  select u.id, u.first_name, u.last_name, u.email, u.phone, u.avatar_url, u.custom_identifier, u.is_treatment_finished,
         'FREE_PATIENT'::text, pp.therapist_user_id, pp.is_allow_view_journal_records,
         pp.is_allow_client_schedule_appointment, pp.number_of_active_appointments, count(*) over ()
  from public.patient_profiles pp
  join public.users u on u.id = pp.user_id and u.clinic_id = v_clinic and u.role = 'PATIENT'
  where pp.clinic_id = v_clinic and pp.number_of_active_appointments = 0 and not u.is_treatment_finished
    and not exists (select 1 from public.invitations i
                    where i.clinic_id = v_clinic and i.initialized_user_id = u.id and i.status = 'CREATED')
    and (v_q = '' or u.last_name ilike v_q || '%' or u.first_name ilike v_q || '%' or u.email ilike v_q || '%'
         or u.phone ilike '%' || v_q || '%' or u.custom_identifier ilike '%' || v_q || '%')
  order by u.last_name, u.first_name, u.id
  limit p_limit offset p_offset;
end
$$;
