-- The live session's RPCs refused a request because of the appointment's state with SQLSTATE 55000 (and a
-- missing package/page/appointment with P0002). PostgREST answers both with HTTP 500, so a refused
-- 'Start session' (too early, already started, a draft) looked like a server crash, as start_appointment did
-- before 20261127090100_patients_start_refusal.sql. Now (PostgREST maps SQLSTATE 'PTxyz' to HTTP status xyz):
--   a refusal because of the state (55000) → 409 (PT409), same message, same hint;
--   a thing that is not there (P0002)      → 404 (PT404), same message, same hint.
-- Messages and hints are unchanged, so every caller that maps a hint keeps working.
--
-- 1. private.live_appointment (every therapist-side live-session RPC starts with it) is replaced explicitly:
--    private.own_appointment (shared with the calendar, not changed here) raises P0002 for an appointment that
--    is not in the caller's clinic; it is caught and raised again as PT404.
-- 2. Every other live-session function is rewritten from its current definition (pg_get_functiondef) with only
--    the two codes swapped, so this migration keeps whatever a later `create or replace` of their bodies on
--    another branch did before it, and changes nothing but the codes. The list: the RPCs mf-journal's live
--    session calls (start, step, sharing, choose, next appointment, overtime, CGI, go to journal, End
--    appointment, Cancel) and the patient-side ones (readiness, stop). The block fails if any of them still
--    raises 55000 or P0002 afterwards.
-- Functions replaced: private.live_appointment, private.patient_appointment, public.start_live_session,
-- public.confirm_patient_readiness, public.patient_stop_appointment, public.live_session_step,
-- public.set_remote_sharing, public.live_session_choose, public.mark_next_appointment_scheduled,
-- public.mark_overtime_reached, public.set_cgi_rating, public.live_session_go_to_journal,
-- public.finish_appointment, public.cancel_appointment. Grants and SECURITY DEFINER are kept (create or replace).

create or replace function private.live_appointment(p_id uuid, p_error text) returns public.appointments
language plpgsql set search_path = '' as $$
declare
  a public.appointments;
begin
  begin
    a := private.own_appointment(p_id, p_error);
  exception when sqlstate 'P0002' then
    perform private.raise('PT404', p_error, 'appointment_not_found');
  end;
  if a.therapist_user_id <> auth.uid() then
    perform private.raise('42501', p_error, 'not_your_appointment');
  end if;
  if a.status in ('FINISHED', 'CANCELED') then
    perform private.raise('PT409', p_error, 'appointment_' || lower(a.status));
  end if;
  return a;
end
$$;

do $$
declare
  v_fn regprocedure;
  v_def text;
begin
  foreach v_fn in array array[
    'private.patient_appointment(uuid)',
    'public.start_live_session(uuid)',
    'public.confirm_patient_readiness(uuid)',
    'public.patient_stop_appointment(uuid)',
    'public.live_session_step(uuid,text,uuid,uuid)',
    'public.set_remote_sharing(uuid,jsonb)',
    'public.live_session_choose(uuid,text,uuid)',
    'public.mark_next_appointment_scheduled(uuid,uuid)',
    'public.mark_overtime_reached(uuid)',
    'public.set_cgi_rating(uuid,text,smallint)',
    'public.live_session_go_to_journal(uuid)',
    'public.finish_appointment(uuid)',
    'public.cancel_appointment(uuid)'
  ]::regprocedure[] loop
    v_def := pg_get_functiondef(v_fn);
    v_def := replace(v_def, 'private.raise(''55000''', 'private.raise(''PT409''');
    v_def := replace(v_def, 'private.raise(''P0002''', 'private.raise(''PT404''');
    if v_def ~ '''55000''|''P0002''' then
      raise exception '% still raises 55000 or P0002 in a form this migration does not rewrite', v_fn;
    end if;
    execute v_def;
  end loop;
end
$$;
