-- Demo data: "Demo Clinic Oslo" and "Fjord Clinic Bergen" (isolation), around the day the seed runs.
-- Every password is demo-password-1. Idempotent: a database that already has the Oslo clinic is left as is.
-- The users themselves are made through the Auth admin API first (scripts/seed.ts, from seeds/demo-users.json),
-- as on hosted, where postgres may not write auth.*; their public.users rows come from the trigger on auth.users.
-- Here each is looked up by its fixed id and given its clinic, role and profile (the clinics did not exist yet
-- when the users were created).

create function pg_temp.demo_user(p_email text, p_role text, p_clinic uuid, p_first text, p_last text,
  p_phone text default null, p_signed_in boolean default true) returns uuid
language plpgsql as $$
declare
  v_id uuid := md5('demo-user:' || p_email)::uuid;
begin
  update public.users set role = p_role, clinic_id = p_clinic, first_name = p_first, last_name = p_last,
    phone = p_phone
  where id = v_id and email = p_email;
  if not found then
    raise exception 'demo user % (%) is missing: create the demo users first (supabase/scripts/seed.ts)', p_email, v_id;
  end if;
  return v_id;
end
$$;

do $seed$
declare
  oslo constant uuid := '0d1c0000-0000-4000-8000-000000000001';
  bergen constant uuid := '0d1c0000-0000-4000-8000-000000000002';
  tz constant text := 'Europe/Oslo';
  v_nok uuid;
  v_lang_no uuid;
  u_ther uuid; u_coll uuid; u_newbie uuid; u_owner uuid; u_bergen uuid;
  t_pre uuid; t_ind uuid; t_fu uuid; t_bergen uuid;
  s_pre uuid; s_ind uuid; s_fu uuid; s_bergen uuid;
  f_phq uuid; f_intake uuid;
  d_dep uuid; d_anx uuid; d_ins uuid;
  es1 uuid; es2 uuid; es3 uuid;
  pk_anx uuid; pg_welcome uuid;
  patients uuid[] := '{}';
  bergen_patients uuid[] := '{}';
  first_names text[] := array['Emma','Noah','Olivia','Jakob','Nora','Lucas','Sofie','Emil','Ella','Oskar','Maja','Filip',
    'Ingrid','Aksel','Sara','Henrik','Leah','Magnus','Frida','Mathias','Ida','Elias','Tiril','Sander','Hanna','Jonas',
    'Thea','Tobias','Amalie','Kasper'];
  last_names text[] := array['Hansen','Johansen','Olsen','Larsen','Andersen','Pedersen','Nilsen','Kristiansen','Jensen',
    'Karlsen','Johnsen','Pettersen','Eriksen','Berg','Haugen','Hagen','Johannessen','Andreassen','Jacobsen','Dahl',
    'Jørgensen','Halvorsen','Henriksen','Lund','Sørensen','Jakobsen','Moen','Gundersen','Iversen','Strand'];
  i integer;
  k integer;
  d date;
  week_start date := date_trunc('week', (now() at time zone tz))::date - 21;
  v_start timestamptz;
  v_pat uuid;
  v_type uuid;
  v_script uuid;
  v_ther uuid;
  v_appt public.appointments;
  v_cal uuid;
  v_event uuid;
  v_pause uuid;
  v_status text;
  v_n integer := 0;
  v_journal uuid;
  v_record uuid;
  v_wwh uuid;
  v_tp uuid;
  v_video uuid;
  v_pres uuid;
  v_addr uuid;
  v_inv integer := 1000;
  r record;
  slot_times time[];
begin
  if exists (select 1 from public.clinics where id = oslo) then
    raise notice 'demo data already present';
    return;
  end if;

  -- reference data
  insert into public.currencies (code) values ('NOK'), ('EUR'), ('USD'), ('SEK') on conflict (code) do nothing;
  select id into v_nok from public.currencies where code = 'NOK';
  insert into public.languages (code, name) values ('no', 'Norsk'), ('en', 'English'), ('sv', 'Svenska'), ('de', 'Deutsch')
  on conflict (code) do nothing;
  select id into v_lang_no from public.languages where code = 'no';

  insert into public.clinics (id, name, time_zone, currency_code, is_invoice_enable, therapists_minutes_for_logout, org_number, email)
  values (oslo, 'Demo Clinic Oslo', tz, 'NOK', true, 60, '912 345 678', 'post@demo.clinic'),
         (bergen, 'Fjord Clinic Bergen', tz, 'NOK', false, 45, '987 654 321', 'post@fjord.clinic');
  insert into public.locations (clinic_id, name) values (oslo, 'Oslo sentrum, Karl Johans gate 12'), (oslo, 'Majorstuen'),
    (bergen, 'Bryggen');

  -- staff
  u_owner := pg_temp.demo_user('owner@demo.clinic', 'CLINIC_OWNER', oslo, 'Eva', 'Lund', '+4791000001');
  u_ther := pg_temp.demo_user('therapist@demo.clinic', 'THERAPIST', oslo, 'Ingrid', 'Solberg', '+4791000002');
  u_coll := pg_temp.demo_user('colleague@demo.clinic', 'THERAPIST', oslo, 'Lars', 'Bakke', '+4791000003');
  u_newbie := pg_temp.demo_user('newbie@demo.clinic', 'THERAPIST', oslo, 'Nora', 'Vik', '+4791000004', false);
  u_bergen := pg_temp.demo_user('therapist@fjord.clinic', 'THERAPIST', bergen, 'Sindre', 'Fjeld', '+4792000001');

  -- appointment types, default type
  insert into public.appointment_types (clinic_id, name, duration, pause, price, currency_id, currency_code, created_by)
  values (oslo, 'Pre-screening', 30, 10, 0, v_nok, 'NOK', u_owner) returning id into t_pre;
  insert into public.appointment_types (clinic_id, name, duration, pause, price, currency_id, currency_code, created_by)
  values (oslo, 'Individual therapy', 50, 10, 950, v_nok, 'NOK', u_owner) returning id into t_ind;
  insert into public.appointment_types (clinic_id, name, duration, pause, price, currency_id, currency_code, created_by)
  values (oslo, 'Follow-up', 30, 5, 600, v_nok, 'NOK', u_owner) returning id into t_fu;
  insert into public.appointment_types (clinic_id, name, duration, pause, price, currency_id, currency_code, created_by)
  values (bergen, 'Samtaleterapi', 45, 15, 900, v_nok, 'NOK', u_bergen) returning id into t_bergen;
  update public.clinics set default_appointment_type_id = t_ind where id = oslo;
  update public.clinics set default_appointment_type_id = t_bergen where id = bergen;

  update public.users set is_temporary_password_resolved = true, is_calendar_integrated = true, is_consent_agreed = true,
    is_data_processing_agreement_agreed = true, appointment_type_ids = array[t_pre, t_ind, t_fu],
    description = 'Psychologist specialised in anxiety and sleep problems.',
    location_id = (select id from public.locations where clinic_id = oslo order by name desc limit 1)
  where id = u_ther;
  update public.users set is_temporary_password_resolved = true, is_calendar_integrated = true, is_consent_agreed = true,
    is_data_processing_agreement_agreed = true, appointment_type_ids = array[t_pre, t_ind, t_fu],
    description = 'Clinical social worker; couples and family therapy.'
  where id = u_coll;
  update public.users set is_temporary_password_resolved = true, is_consent_agreed = true,
    is_data_processing_agreement_agreed = true where id = u_owner;
  update public.users set is_temporary_password_resolved = true, is_calendar_integrated = true, is_consent_agreed = true,
    is_data_processing_agreement_agreed = true, appointment_type_ids = array[t_bergen]
  where id = u_bergen;

  -- therapist profiles, calendars, working hours (8 weeks, Mon–Fri 08:00–16:00, every live session type)
  for r in select * from (values (u_ther, oslo, true), (u_coll, oslo, true), (u_newbie, oslo, false), (u_bergen, bergen, true))
           as x(uid, clinic, integrated) loop
    insert into public.therapist_profiles (clinic_id, user_id, selected_calendar_service, created_by)
    values (r.clinic, r.uid, case when r.integrated then 'LOCAL' end, r.uid) returning id into v_tp;
    if r.integrated then
      insert into public.calendars (clinic_id, therapist_user_id, name, provider, access_role, created_by)
      values (r.clinic, r.uid, 'Work', 'LOCAL', 'owner', r.uid) returning id into v_cal;
      insert into public.weekly_working_hours (clinic_id, therapist_profile_id, therapist_user_id, last_date_of_week,
        full_time, week_status, is_same_working_hours_for_live_session_types, created_by)
      values (r.clinic, v_tp, r.uid, date_trunc('week', (now() at time zone tz))::date + 6,
        '{"VIDEO": false, "PHONE": false, "IN_OFFICE": false}',
        (select jsonb_object_agg(lst, (select jsonb_object_agg(dd::date::text, extract(isodow from dd) < 6)
                                       from generate_series(date_trunc('week', (now() at time zone tz))::date,
                                                            date_trunc('week', (now() at time zone tz))::date + 55, interval '1 day') dd))
         from unnest(array['VIDEO', 'PHONE', 'IN_OFFICE']) lst),
        true, r.uid)
      returning id into v_wwh;
      insert into public.weekly_working_hour_slots (clinic_id, weekly_working_hours_id, therapist_user_id, live_session_type, start_at, end_at)
      select r.clinic, v_wwh, r.uid, lst, (dd::date + tt) at time zone tz, (dd::date + tt + interval '30 minutes') at time zone tz
      from generate_series(date_trunc('week', (now() at time zone tz))::date,
                           date_trunc('week', (now() at time zone tz))::date + 55, interval '1 day') dd,
           (select time '08:00' + n * interval '30 minutes' as tt from generate_series(0, 15) n) tts,
           unnest(array['VIDEO', 'PHONE', 'IN_OFFICE']) lst
      where extract(isodow from dd) < 6;
      update public.therapist_profiles set calendar_id = v_cal, weekly_working_hours_id = v_wwh where id = v_tp;
    end if;
  end loop;

  -- catalogue
  insert into public.disorders (clinic_id, name, created_by) values (oslo, 'Depression', u_ther) returning id into d_dep;
  insert into public.disorders (clinic_id, name, created_by) values (oslo, 'Generalised anxiety', u_ther) returning id into d_anx;
  insert into public.disorders (clinic_id, name, created_by) values (oslo, 'Insomnia', u_coll) returning id into d_ins;
  insert into public.disorders (clinic_id, name, created_by) values (bergen, 'Depresjon', u_bergen);
  insert into public.evaluation_states (clinic_id, name, level, created_by) values (oslo, 'Low mood', 1, u_ther) returning id into es1;
  insert into public.evaluation_states (clinic_id, name, level, created_by) values (oslo, 'Sleep problems', 2, u_ther) returning id into es2;
  insert into public.evaluation_states (clinic_id, name, level, created_by) values (oslo, 'Panic attacks', 3, u_coll) returning id into es3;
  insert into public.evaluation_states (clinic_id, name, level, created_by) values (bergen, 'Uro', 2, u_bergen);
  insert into public.packages (clinic_id, name, description, content, disorder_id, currency_id, price, number_of_appointments, created_by)
  values (oslo, 'Anxiety programme', 'Eight sessions of CBT for generalised anxiety.', 'Weekly sessions with homework.', d_anx, v_nok, 6800, 8, u_ther)
  returning id into pk_anx;
  insert into public.packages (clinic_id, name, description, disorder_id, currency_id, price, number_of_appointments, created_by)
  values (oslo, 'Better sleep', 'Four sessions of CBT-I.', d_ins, v_nok, 3200, 4, u_coll);
  insert into public.pages (clinic_id, name, content, appointment_type_id, created_by)
  values (oslo, 'Welcome to therapy', '<h1>Welcome</h1><p>What to expect from your first sessions with #TherapistFullName.</p>', t_pre, u_ther)
  returning id into pg_welcome;
  insert into public.pages (clinic_id, name, content, appointment_type_id, created_by)
  values (oslo, 'Sleep hygiene', '<p>Go to bed and get up at the same time every day.</p>', t_ind, u_coll);
  insert into public.forms (clinic_id, title, subtitle, is_quiz, created_by) values (oslo, 'PHQ-9', 'Patient health questionnaire', true, u_ther)
  returning id into f_phq;
  insert into public.forms (clinic_id, title, subtitle, is_quiz, created_by) values (oslo, 'Intake form', 'Before your first session', false, u_ther)
  returning id into f_intake;
  insert into public.questions (clinic_id, form_id, "order", question, question_type, options) values
    (oslo, f_phq, 0, 'Little interest or pleasure in doing things', 'Single choice', '["Not at all","Several days","More than half the days","Nearly every day"]'),
    (oslo, f_phq, 1, 'Feeling down, depressed, or hopeless', 'Single choice', '["Not at all","Several days","More than half the days","Nearly every day"]'),
    (oslo, f_phq, 2, 'Trouble falling or staying asleep', 'Single choice', '["Not at all","Several days","More than half the days","Nearly every day"]'),
    (oslo, f_intake, 0, 'What brings you to therapy?', 'Text', '[]'),
    (oslo, f_intake, 1, 'Upload a referral (optional)', 'File upload', '[]');

  -- scripts with steps and endings, one per type
  for r in select * from (values (t_pre, 'Pre-screening interview', u_ther, d_dep), (t_ind, 'CBT session', u_ther, d_anx),
                                 (t_fu, 'Follow-up check', u_coll, d_ins), (t_bergen, 'Samtale', u_bergen, null::uuid))
           as x(tid, sname, creator, disorder) loop
    insert into public.scripts (clinic_id, appointment_type_id, disorder_id, name, live_session_types, "order", created_by)
    values ((select clinic_id from public.appointment_types where id = r.tid), r.tid, r.disorder, r.sname,
            array['VIDEO', 'PHONE', 'IN_OFFICE'], 0, r.creator)
    returning id into v_script;
    insert into public.script_steps (clinic_id, script_id, name, "order", type, is_ending, form_id, description, created_by)
    select s.clinic_id, s.id, x.name, x.ord, x.type, false, case when x.type = 'QFORM' and s.clinic_id = oslo then f_phq end,
           x.descr, r.creator
    from public.scripts s,
         (values ('Check-in', 0, 'CUSTOM', 'How has the week been? Review homework.'),
                 ('Questionnaire', 1, 'QFORM', 'The patient fills in the PHQ-9.'),
                 ('Exercise', 2, 'WHITEBOARD', 'Draw the anxiety cycle together.')) x(name, ord, type, descr)
    where s.id = v_script and (x.type <> 'QFORM' or s.clinic_id = oslo);
    insert into public.script_steps (clinic_id, script_id, "order", type, is_ending, created_by)
    select s.clinic_id, s.id, 3 + x.ord, x.type, true, r.creator
    from public.scripts s,
         (values (0, 'NEXT_APPOINTMENT'), (1, 'NEXT_THERAPIST'), (2, 'TREATMENT_PACKAGE'), (3, 'PAGE')) x(ord, type)
    where s.id = v_script;
    if r.tid = t_pre then s_pre := v_script; elsif r.tid = t_ind then s_ind := v_script;
    elsif r.tid = t_fu then s_fu := v_script; else s_bergen := v_script; end if;
    insert into public.journal_templates (clinic_id, appointment_type_id, name, content, script_id, disorder_id, created_by)
    values ((select clinic_id from public.appointment_types where id = r.tid), r.tid, 'Session note',
            '<p>#PatientFullName attended a session on #LastAppointmentDate.</p><p>Assessment:</p><p>Plan:</p>', v_script, r.disorder, r.creator);
  end loop;
  insert into public.journal_templates (clinic_id, appointment_type_id, name, content, evaluation_state_id, evaluation_state_levels, created_by)
  values (oslo, t_ind, 'Sleep follow-up', '<p>Sleep diary reviewed.</p>', es2, '{2,3}', u_coll);

  insert into public.invoice_templates (clinic_id, name, content, footer, created_by)
  values (oslo, 'Standard invoice', '<p>Invoice for therapy services</p>', 'Demo Clinic Oslo · Org. 912 345 678 · Account 1234.56.78901', u_owner);
  update public.clinics set invoice_template_id = (select id from public.invoice_templates where clinic_id = oslo) where id = oslo;

  -- videos, chapters, tags, slides
  insert into public.video_scripts (clinic_id, name, description, created_by)
  values (oslo, 'Breathing exercise script', 'Box breathing, four counts each.', u_ther);
  insert into public.tags (clinic_id, name, name_encoded, created_by) values
    (oslo, 'anxiety', 'anxiety', u_ther), (oslo, 'sleep', 'sleep', u_coll), (oslo, 'breathing', 'breathing', u_ther);
  for r in select * from (values ('Box breathing', 'A four-minute guided breathing exercise.', u_ther, 'qv-1001', 'anxiety'),
                                 ('Sleep hygiene basics', 'Five habits for better sleep.', u_coll, 'qv-1002', 'sleep'),
                                 ('Welcome to the clinic', 'Introduction from your therapist.', u_ther, 'qv-1003', 'anxiety'))
           as x(vname, descr, creator, qv, tag) loop
    insert into public.videos (clinic_id, name, description, q_video_id, video_url, is_draft, tag_ids, selected_language_id, created_by)
    values (oslo, r.vname, r.descr, r.qv, 'https://video.example/' || r.qv, false,
            array[(select id from public.tags where clinic_id = oslo and name = r.tag)], v_lang_no, r.creator)
    returning id into v_video;
    insert into public.chapters (clinic_id, video_id, q_video_id, title, start_time, start_time_formatted, created_by)
    values (oslo, v_video, r.qv, 'Introduction', 0, '00:00', r.creator), (oslo, v_video, r.qv, 'Practice', 65, '01:05', r.creator);
    update public.videos set chapters_ordered = (select array_agg(id order by start_time) from public.chapters where video_id = v_video)
    where id = v_video;
  end loop;
  insert into public.presentations (clinic_id, google_slide_id, name, is_upload_by_admin, email, created_by_id, created_by)
  values (oslo, 'gs-intro-cbt', 'Introduction to CBT', true, 'owner@demo.clinic', u_owner, u_owner) returning id into v_pres;
  insert into public.slides (clinic_id, presentation_id, page_number, notes, created_by)
  select oslo, v_pres, n, 'Speaker notes for slide ' || n, u_owner from generate_series(1, 5) n;
  insert into public.presentations (clinic_id, google_slide_id, name, is_upload_by_admin, email, created_by_id, created_by)
  values (oslo, 'gs-sleep', 'Sleep and the brain', false, 'therapist@demo.clinic', u_ther, u_ther) returning id into v_pres;
  insert into public.slides (clinic_id, presentation_id, page_number, notes, created_by)
  select oslo, v_pres, n, null, u_ther from generate_series(1, 3) n;

  -- patients of Oslo: 1–12 Ingrid's, 13–18 Lars's, 19–24 free, 25–30 invited and not activated
  for i in 1..30 loop
    v_pat := pg_temp.demo_user('patient' || i || '@demo.clinic', 'PATIENT', oslo, first_names[i], last_names[i],
                               '+479' || lpad((3000000 + i)::text, 7, '0'), i <= 24);
    patients := patients || v_pat;
    update public.users set custom_identifier = 'OSL-' || lpad(i::text, 4, '0'), is_temporary_password_resolved = i <= 24,
      is_consent_agreed = case when i <= 24 then true end
    where id = v_pat;
    insert into public.patient_profiles (clinic_id, user_id, therapist_user_id, phase, disorder_id, package_id,
      evaluation_states, is_allow_view_journal_records, is_allow_client_schedule_appointment, created_by)
    values (oslo, v_pat, case when i <= 12 then u_ther when i <= 18 then u_coll end,
      case when i <= 18 then 1 + i % 6 end,
      case when i <= 18 then (array[d_dep, d_anx, d_ins])[1 + i % 3] end,
      case when i in (2, 5, 8) then pk_anx end,
      case when i <= 6 then jsonb_build_object(es1, jsonb_build_object('level', 1, 'name', 'Low mood', 'value', 1 + i % 3),
                                               es2, jsonb_build_object('level', 2, 'name', 'Sleep problems', 'value', 2))
           else '{}' end,
      i in (1, 2), i <= 12, coalesce(u_ther, null));
    if i > 24 then
      insert into public.invitations (clinic_id, invitation_created_by_id, phone, receiver_email, receiver_name,
        receiver_first_name, receiver_last_name, initialized_user_id, created_by)
      values (oslo, case when i <= 27 then u_ther else u_coll end, '+479' || lpad((3000000 + i)::text, 7, '0'),
        'patient' || i || '@demo.clinic', first_names[i] || ' ' || last_names[i], first_names[i], last_names[i], v_pat,
        case when i <= 27 then u_ther else u_coll end);
    end if;
  end loop;
  -- attached therapists: Lars on Ingrid's first three patients, Ingrid on two of Lars's
  insert into public.therapist_patients (clinic_id, therapist_user_id, therapist_profile_id, patient_user_id, is_main)
  select oslo, x.t, (select id from public.therapist_profiles where user_id = x.t), x.p, false
  from (values (u_coll, patients[1]), (u_coll, patients[2]), (u_coll, patients[3]), (u_ther, patients[13]), (u_ther, patients[14])) x(t, p);

  for i in 1..3 loop
    v_pat := pg_temp.demo_user('patient' || i || '@fjord.clinic', 'PATIENT', bergen, (array['Kari','Ola','Siri'])[i],
                               (array['Nordmann','Fossen','Brekke'])[i], '+4795' || lpad(i::text, 6, '0'));
    bergen_patients := bergen_patients || v_pat;
    update public.users set custom_identifier = 'BGO-' || lpad(i::text, 4, '0'), is_temporary_password_resolved = true where id = v_pat;
    insert into public.patient_profiles (clinic_id, user_id, therapist_user_id, phase, is_allow_client_schedule_appointment, created_by)
    values (bergen, v_pat, u_bergen, 2, true, u_bergen);
  end loop;

  -- six weeks of appointments around today (Mon three weeks ago … Sun in two weeks)
  for d in select generate_series(week_start, week_start + 41, interval '1 day')::date loop
    continue when extract(isodow from d) > 5;
    for r in
      select * from (values
        (u_ther, time '09:00', 0), (u_ther, time '11:00', 1), (u_ther, time '14:00', 2),
        (u_coll, time '10:00', 0), (u_coll, time '13:00', 1),
        (u_bergen, time '10:00', 0)) x(ther, at, slot)
    loop
      v_n := v_n + 1;
      v_start := (d + r.at) at time zone tz;
      if r.ther = u_ther then
        -- patients 10–12 only have future appointments (their first one is still ahead)
        v_pat := patients[1 + ((extract(doy from d)::int * 3 + r.slot) % (case when v_start < now() then 9 else 12 end))];
        v_type := case when r.slot = 2 then t_fu else t_ind end;
      elsif r.ther = u_coll then
        v_pat := patients[13 + ((extract(doy from d)::int * 2 + r.slot) % 6)];
        v_type := case when r.slot = 1 then t_fu else t_ind end;
      else
        v_pat := bergen_patients[1 + (extract(doy from d)::int % 3)];
        v_type := t_bergen;
      end if;
      -- a patient's first appointment is the free pre-screening
      if not exists (select 1 from public.appointments where patient_user_id = v_pat) and r.ther <> u_bergen then
        v_type := t_pre;
      end if;
      v_script := case v_type when t_pre then s_pre when t_ind then s_ind when t_fu then s_fu else s_bergen end;
      v_status := case when v_start + interval '1 hour' < now() then 'FINISHED' else 'NOT_STARTED' end;
      if v_n % 11 = 0 then v_status := 'CANCELED'; end if;
      select tp.calendar_id into v_cal from public.therapist_profiles tp where tp.user_id = r.ther;
      insert into public.appointments (clinic_id, appointment_type_id, appointment_type_name, appointment_type_price,
        appointment_type_duration, appointment_type_pause, appointment_type_currency_code, appointment_type_currency_id,
        live_session_type, patient_user_id, therapist_user_id, start_at, end_at, title, name, status, booking_method, script_id,
        is_first_appointment_for_patient, is_session_finished, is_session_scripts_finished, is_journal_phase_finished,
        is_therapist_confirmed_patient_action, appointment_start_time, is_sent, is_paid, page_id, created_by)
      select at.clinic_id, at.id, at.name, at.price, at.duration, at.pause, at.currency_code, at.currency_id,
        (array['VIDEO', 'VIDEO', 'PHONE', 'IN_OFFICE'])[1 + v_n % 4], v_pat, r.ther, v_start,
        v_start + make_interval(mins => at.duration), at.name, at.name, v_status, 'THERAPIST', v_script,
        at.id = t_pre and v_status = 'NOT_STARTED', v_status = 'FINISHED', v_status = 'FINISHED', v_status = 'FINISHED',
        v_status = 'FINISHED', case when v_status = 'FINISHED' then v_start end,
        -- patients 1–3 are billed by invoice (below), the others by payment request: a session is billed once
        v_status = 'FINISHED' and at.price > 0 and v_n % 3 <> 0 and v_pat <> all (patients[1:3]),
        v_status = 'FINISHED' and at.price > 0 and v_n % 3 = 1 and v_pat <> all (patients[1:3]),
        case when at.id = t_pre then pg_welcome end, r.ther
      from public.appointment_types at where at.id = v_type
      returning * into v_appt;
      insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id, type, start_at, end_at,
        summary, live_session_type, appointment_status, patient_user_id, created_by)
      values (v_appt.clinic_id, v_cal, r.ther, v_appt.id, 'APPOINTMENT', v_appt.start_at, v_appt.end_at, v_appt.title,
        v_appt.live_session_type, v_status, v_pat, r.ther)
      returning id into v_event;
      insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id, calendar_event_appointment_id,
        type, start_at, end_at, summary, live_session_type, appointment_status, patient_user_id, created_by)
      values (v_appt.clinic_id, v_cal, r.ther, v_appt.id, v_event, 'PAUSE', v_appt.end_at,
        v_appt.end_at + make_interval(mins => v_appt.appointment_type_pause), 'Pause', v_appt.live_session_type, v_status, v_pat, r.ther)
      returning id into v_pause;
      update public.appointments set calendar_event_id = v_event, pause_calendar_event_id = v_pause where id = v_appt.id;

      if v_status = 'FINISHED' then
        select journal_id into v_journal from public.patient_profiles where user_id = v_pat;
        insert into public.journal_records (clinic_id, journal_id, patient_user_id, appointment_id, is_draft,
          progression, appointment_snapshot, created_by)
        values (v_appt.clinic_id, v_journal, v_pat, v_appt.id, v_n % 9 = 0, 1 + v_n % 6,
          jsonb_build_object('title', v_appt.title, 'duration', v_appt.appointment_type_duration,
                             'appointmentDate', v_appt.start_at, 'price', v_appt.appointment_type_price), r.ther)
        returning id into v_record;
        perform private.write_journal_text(v_record,
          '<p>' || v_appt.title || ' on ' || to_char(v_appt.start_at at time zone tz, 'DD Mon YYYY') ||
            '. The patient reported ' || (array['better sleep this week', 'less worry at work', 'a difficult week with low mood',
            'fewer panic symptoms', 'progress with the exposure homework'])[1 + v_n % 5] ||
            '. Plan: continue the agreed exercises.</p>');
        if v_appt.appointment_type_price > 0 and v_appt.is_sent then
          insert into public.payments (clinic_id, appointment_id, patient_user_id, amount, status, payment_types, currency_id,
            merchant_reference, description, error_message, error_code, created_by)
          values (v_appt.clinic_id, v_appt.id, v_pat, (v_appt.appointment_type_price * 100)::int,
            case when v_appt.is_paid then 'success' when v_n % 7 = 0 then 'error' else 'created' end,
            case when v_n % 2 = 0 then '{VIPPS}'::text[] else '{CARD}'::text[] end, v_nok,
            'DEMO-' || lpad(v_n::text, 6, '0'), v_appt.title,
            case when not v_appt.is_paid and v_n % 7 = 0 then 'The payment was declined by the provider' end,
            case when not v_appt.is_paid and v_n % 7 = 0 then 'DECLINED' end, r.ther);
        end if;
        if v_n % 4 = 0 and v_appt.clinic_id = oslo then
          insert into public.cgi_records (clinic_id, patient_profile_id, patient_user_id, appointment_id, kind, level,
            therapist_user_id, therapist_user_display_name, created_by)
          select oslo, pp.id, v_pat, v_appt.id, 'CGI_S', 1 + v_n % 7, r.ther,
            (select first_name || ' ' || last_name from public.users where id = r.ther), r.ther
          from public.patient_profiles pp where pp.user_id = v_pat;
        end if;
      end if;
    end loop;
  end loop;

  -- free patients (19–24): one finished pre-screening with Ingrid two weeks ago, nothing ahead
  for i in 19..24 loop
    v_start := ((week_start + 7 + (i - 19)) + time '16:00') at time zone tz;
    insert into public.appointments (clinic_id, appointment_type_id, appointment_type_name, appointment_type_price,
      appointment_type_duration, appointment_type_pause, appointment_type_currency_code, appointment_type_currency_id,
      live_session_type, patient_user_id, therapist_user_id, start_at, end_at, title, name, status, booking_method, script_id,
      is_session_finished, is_session_scripts_finished, is_journal_phase_finished, created_by)
    values (oslo, t_pre, 'Pre-screening', 0, 30, 10, 'NOK', v_nok, 'VIDEO', patients[i], u_ther, v_start,
      v_start + interval '30 minutes', 'Pre-screening', 'Pre-screening', 'FINISHED', 'THERAPIST', s_pre, true, true, true, u_ther);
  end loop;

  -- a draft appointment for an invited patient who has not signed in yet
  v_start := ((date_trunc('week', (now() at time zone tz))::date + 9) + time '16:00') at time zone tz;
  insert into public.appointments (clinic_id, appointment_type_id, appointment_type_name, appointment_type_price,
    appointment_type_duration, appointment_type_pause, appointment_type_currency_code, appointment_type_currency_id,
    live_session_type, patient_user_id, therapist_user_id, start_at, end_at, title, name, status, booking_method, script_id,
    is_first_appointment_for_patient, is_draft_appointment, created_by)
  values (oslo, t_pre, 'Pre-screening', 0, 30, 10, 'NOK', v_nok, 'VIDEO', patients[25], u_ther, v_start,
    v_start + interval '30 minutes', 'Pre-screening', 'Pre-screening', 'NOT_STARTED', 'INVITATION', s_pre, true, true, u_ther)
  returning * into v_appt;
  insert into public.calendar_events (clinic_id, calendar_id, therapist_user_id, appointment_id, type, start_at, end_at,
    summary, live_session_type, appointment_status, patient_user_id, created_by)
  values (oslo, (select calendar_id from public.therapist_profiles where user_id = u_ther), u_ther, v_appt.id, 'APPOINTMENT',
    v_appt.start_at, v_appt.end_at, v_appt.title, 'VIDEO', 'NOT_STARTED', patients[25], u_ther)
  returning id into v_event;
  update public.appointments set calendar_event_id = v_event where id = v_appt.id;

  -- active counts and first-appointment flags follow the appointments
  update public.patient_profiles pp
  set number_of_active_appointments = (select count(*) from public.appointments a
                                       where a.patient_user_id = pp.user_id and a.status in ('NOT_STARTED', 'STARTED')),
      has_not_finished_first_appointment = exists (select 1 from public.appointments a
                                       where a.patient_user_id = pp.user_id and a.is_first_appointment_for_patient);

  -- invoices (Oslo has invoices enabled): addresses and three invoices for Ingrid's patients 1–3, who are billed by
  -- invoice only (no payment request was made for their sessions above); a paid invoice's sessions count as paid
  for i in 1..3 loop
    insert into public.user_addresses (clinic_id, user_id, address, postcode, city, created_by)
    values (oslo, patients[i], (array['Storgata 1', 'Bogstadveien 20', 'Thorvald Meyers gate 5'])[i],
            (array['0155', '0355', '0555'])[i], 'Oslo', u_ther)
    returning id into v_addr;
    v_inv := v_inv + 1;
    insert into public.invoices (clinic_id, number, invoice_date, due_date, date_for_service, patient_user_id, address_id,
      appointment_ids, items_data, total, org_number, footer, clinic_email, is_draft, currency_code, currency_id,
      therapist_user_id, is_paid, created_by)
    select oslo, v_inv, current_date - 7 * i, current_date - 7 * i + 10, (min(a.start_at) at time zone tz)::date, patients[i], v_addr,
      array_agg(a.id order by a.start_at),
      jsonb_agg(jsonb_build_object('appointmentId', a.id, 'title', a.title, 'date', a.start_at, 'price', a.appointment_type_price)
                order by a.start_at),
      sum(a.appointment_type_price), '912 345 678', 'Payment within 10 days.', 'post@demo.clinic', false, 'NOK', v_nok,
      u_ther, i = 1, u_ther
    from public.appointments a
    where a.patient_user_id = patients[i] and a.status = 'FINISHED' and a.appointment_type_price > 0
    having count(*) > 0;
  end loop;

  update public.appointments a set is_paid = true
  from public.invoices i
  where i.clinic_id = oslo and i.is_paid and a.id = any (i.appointment_ids);

  -- form answers, timeslots, statistics
  insert into public.form_answers (clinic_id, form_id, patient_user_id, appointment_id, answers, created_by)
  select oslo, f_phq, a.patient_user_id, a.id,
    '[{"question": "Little interest or pleasure in doing things", "questionType": "Single choice", "answer": "Several days", "answerScore": 1, "order": 0},
      {"question": "Feeling down, depressed, or hopeless", "questionType": "Single choice", "answer": "More than half the days", "answerScore": 2, "order": 1},
      {"question": "Trouble falling or staying asleep", "questionType": "Single choice", "answer": "Nearly every day", "answerScore": 3, "order": 2}]',
    a.patient_user_id
  from (select distinct on (patient_user_id) * from public.appointments
        where clinic_id = oslo and status = 'FINISHED' and therapist_user_id = u_ther order by patient_user_id, start_at) a;
  insert into public.timeslots (clinic_id, therapist_user_id, appointment_type_id, live_session_type, start_at, duration)
  select oslo, u_ther, t_ind, 'VIDEO', s.start_at, 50
  from public.weekly_working_hour_slots s
  where s.therapist_user_id = u_ther and s.live_session_type = 'VIDEO' and s.start_at > now()
    and s.start_at < now() + interval '14 days' and extract(minute from s.start_at at time zone tz) = 0
    and not exists (select 1 from public.appointments a where a.therapist_user_id = u_ther and a.status <> 'CANCELED'
                    and a.busy_range && tstzrange(s.start_at, s.start_at + interval '60 minutes'));
  insert into public.video_statistics (clinic_id, video_id, user_id, sessions, last_session, video_duration, first_view_date,
    views_by_date, views_by_device_type, total_completed_views_count, uncompleted_views_count)
  select oslo, v.id, patients[1],
    jsonb_build_array(jsonb_build_object('deviceType', 'desktop', 'browserName', 'Chrome', 'browserVersion', '131',
      'secondsPlayed', 240, 'isPlaybackCompleted', true, 'startDate', now() - interval '3 days'),
      jsonb_build_object('deviceType', 'mobile', 'browserName', 'Safari', 'browserVersion', '18',
      'secondsPlayed', 95, 'isPlaybackCompleted', false, 'startDate', now() - interval '1 day')),
    jsonb_build_object('deviceType', 'mobile', 'browserName', 'Safari', 'browserVersion', '18',
      'secondsPlayed', 95, 'isPlaybackCompleted', false, 'startDate', now() - interval '1 day'),
    240, now() - interval '3 days',
    jsonb_build_object(to_char(now() - interval '3 days', 'YYYY-MM-DD'), 1, to_char(now() - interval '1 day', 'YYYY-MM-DD'), 1),
    '{"desktop": 1, "mobile": 1}', 1, 1
  from public.videos v where v.clinic_id = oslo;

  -- live session and remote sharing of today's running appointment, if there is one
  insert into public.live_sessions (clinic_id, appointment_id, calendar_event_id, patient_user_id, therapist_user_id, title,
    live_session_type, live_session_status, event_start_time, is_session_finished, created_by)
  select a.clinic_id, a.id, a.calendar_event_id, a.patient_user_id, a.therapist_user_id, a.title, a.live_session_type,
    case when a.status = 'FINISHED' then 'FINISHED' else 'NOT_STARTED' end, a.start_at, a.status = 'FINISHED', a.therapist_user_id
  from public.appointments a
  where a.therapist_user_id = u_ther and a.start_at::date between current_date - 1 and current_date + 1 and a.status <> 'CANCELED'
  on conflict (appointment_id) do nothing;
  insert into public.remote_sharing (clinic_id, appointment_id, patient_user_id, therapist_user_id, type, created_by)
  select a.clinic_id, a.id, a.patient_user_id, a.therapist_user_id, 'none', a.therapist_user_id
  from public.appointments a
  where a.therapist_user_id = u_ther and a.status = 'NOT_STARTED' order by a.start_at limit 1
  on conflict (appointment_id) do nothing;

  -- patient1 (the RLS tests' patient) always has a rating, a finished live session and a sharing document
  insert into public.cgi_records (clinic_id, patient_profile_id, patient_user_id, appointment_id, kind, level,
    therapist_user_id, therapist_user_display_name, created_by)
  select oslo, pp.id, a.patient_user_id, a.id, 'CGI_I', 3, a.therapist_user_id, 'Ingrid Solberg', a.therapist_user_id
  from public.appointments a join public.patient_profiles pp on pp.user_id = a.patient_user_id
  where a.patient_user_id = patients[1] and a.status = 'FINISHED' order by a.start_at limit 1
  on conflict (appointment_id, kind) do nothing;
  insert into public.live_sessions (clinic_id, appointment_id, calendar_event_id, patient_user_id, therapist_user_id, title,
    live_session_type, live_session_status, event_start_time, is_session_finished, created_by)
  select a.clinic_id, a.id, a.calendar_event_id, a.patient_user_id, a.therapist_user_id, a.title, a.live_session_type,
    'FINISHED', a.start_at, true, a.therapist_user_id
  from public.appointments a where a.patient_user_id = patients[1] and a.status = 'FINISHED' order by a.start_at desc limit 1
  on conflict (appointment_id) do nothing;
  insert into public.remote_sharing (clinic_id, appointment_id, patient_user_id, therapist_user_id, type, created_by)
  select a.clinic_id, a.id, a.patient_user_id, a.therapist_user_id, 'none', a.therapist_user_id
  from public.appointments a where a.patient_user_id = patients[1] and a.status = 'NOT_STARTED' order by a.start_at limit 1
  on conflict (appointment_id) do nothing;

  insert into public.files (clinic_id, owner_id, bucket_id, path, name, mime_type, size, created_by)
  values (oslo, u_ther, 'avatars', u_ther || '/avatar.png', 'avatar.png', 'image/png', 20480, u_ther);
  insert into public.digital_id_connections (clinic_id, user_id, provider, user_email, provider_email, provider_email_hash, created_by)
  values (oslo, u_coll, 'VIPPS', 'colleague@demo.clinic', 'lars.bakke@example.no',
          encode(extensions.digest('lars.bakke@example.no', 'sha256'), 'hex'), u_coll);
  update public.users set is_vipps_connected_to_profile = true where id = u_coll;

  -- notifications
  insert into public.notifications (clinic_id, receiver_id, application, type, text, auto_seen_trigger_type, sender_id, additional_data, seen, created_by)
  select oslo, u_ther, 'therapist', x.type, jsonb_build_object('EN', x.en, 'NO', x.no), x.trig, x.sender,
    jsonb_build_object('patient', x.patient), x.seen, x.sender
  from (values
    ('APPOINTMENT_BOOKED', 'Emma Hansen booked an appointment', 'Emma Hansen bestilte en time', 5::smallint, patients[1], patients[1], false),
    ('APPOINTMENT_START', 'Your appointment with Noah Johansen starts in 15 minutes', 'Timen din med Noah Johansen starter om 15 minutter', 2::smallint, null::uuid, patients[2], false),
    ('THERAPIST_ATTACHED', 'Lars Bakke attached you to Ingrid Eriksen', 'Lars Bakke knyttet deg til Ingrid Eriksen', 5::smallint, u_coll, patients[13], false),
    ('FORM_ANSWERED', 'Olivia Olsen answered PHQ-9', 'Olivia Olsen svarte på PHQ-9', 3::smallint, patients[3], patients[3], true),
    ('CHAT_MESSAGE', 'New message from Jakob Larsen', 'Ny melding fra Jakob Larsen', 5::smallint, patients[4], patients[4], true),
    ('PAYMENT_FAILED', 'A payment from Nora Andersen failed', 'En betaling fra Nora Andersen feilet', 5::smallint, null::uuid, patients[5], false)
  ) x(type, en, no, trig, sender, patient, seen);
  insert into public.notifications (clinic_id, receiver_id, application, type, text, auto_seen_trigger_type, additional_data)
  values (oslo, u_coll, 'therapist', 'APPOINTMENT_BOOKED', '{"EN": "Ingrid Eriksen booked an appointment", "NO": "Ingrid Eriksen bestilte en time"}', 5,
          jsonb_build_object('patient', patients[13])),
         (oslo, patients[1], 'patient', 'APPOINTMENT_REMINDER', '{"EN": "Reminder: your appointment is tomorrow", "NO": "Påminnelse: timen din er i morgen"}', 5, '{}'),
         (bergen, u_bergen, 'therapist', 'APPOINTMENT_BOOKED', '{"EN": "Kari Nordmann booked an appointment", "NO": "Kari Nordmann bestilte en time"}', 5,
          jsonb_build_object('patient', bergen_patients[1]));
  insert into public.notifications (clinic_id, receivers, application, type, text, auto_seen_trigger_type)
  values (oslo, '{THERAPIST}', 'therapist', 'CLINIC_NEWS', '{"EN": "The clinic is closed on 17 May", "NO": "Klinikken er stengt 17. mai"}', 5);
end
$seed$;
