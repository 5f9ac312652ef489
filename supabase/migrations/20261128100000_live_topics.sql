-- Live data over private Broadcast topics (issue 32). Every change the app listens to is published by a trigger
-- (realtime.send, Supabase's "Broadcast from database") onto private topics named by who may read the row; the
-- SELECT policy on realtime.messages lets a user join a topic only with the same access facts as the table's RLS.
-- The payload names the table, the operation and the row's id, nothing else (no health data): listeners refresh
-- their queries, which run under the tables' RLS. Postgres Changes is retired: the app's tables leave the
-- supabase_realtime publication, so no public channel carries a row (nor a deleted row's key).
--
-- Topics (a client joins with `config: { private: true }`; any other private topic is refused):
--   user:<user id>                       notifications addressed to the user            → that user
--   clinic:<clinic>:role:<ROLE>          notifications addressed to a role of a clinic  → members of the clinic
--                                                                                         with that role
--   clinic:<clinic>:therapist:<user id>  appointments whose therapist is the user, payments the user created
--                                                                                       → that user as staff of
--                                                                                         the clinic
--   clinic:<clinic>:calendar:<calendar>  calendar_events of a calendar                  → staff of the clinic
--   clinic:<clinic>:patient:<patient>    messages and journal_records of a patient      → staff of the clinic
--                                                                                         who may see the patient
--   appointment:<appointment id>         the appointment, its live_sessions and          → its patient, its
--                                        remote_sharing rows                              therapist and the
--                                                                                         therapist it is
--                                                                                         assigned to (staff of
--                                                                                         its clinic)
-- An UPDATE that moves a row (another receiver, calendar or patient) is published on the old and the new topic,
-- so those who could read it before hear that it left.

-- The topics a row of one of the live tables is published on (the row as jsonb; definer: it never leaves here).
create function private.live_topics_of(p_table text, r jsonb) returns text[]
language plpgsql immutable set search_path = '' as $$
begin
  if r is null then
    return '{}';
  end if;
  case p_table
    when 'notifications' then
      if r ->> 'receiver_id' is not null then
        return array['user:' || (r ->> 'receiver_id')];
      end if;
      if r ->> 'clinic_id' is null then
        return '{}'; -- a platform notice to a role: no clinic member reads it
      end if;
      return array(select format('clinic:%s:role:%s', r ->> 'clinic_id', role)
                     from jsonb_array_elements_text(coalesce(r -> 'receivers', '[]')) role);
    when 'appointments' then
      return array_remove(array[
        'appointment:' || (r ->> 'id'),
        format('clinic:%s:therapist:', r ->> 'clinic_id') || (r ->> 'therapist_user_id')], null);
    when 'payments' then
      return array_remove(array[format('clinic:%s:therapist:', r ->> 'clinic_id') || (r ->> 'created_by')], null);
    when 'calendar_events' then
      return array[format('clinic:%s:calendar:%s', r ->> 'clinic_id', r ->> 'calendar_id')];
    when 'messages', 'journal_records' then
      return array[format('clinic:%s:patient:%s', r ->> 'clinic_id', r ->> 'patient_user_id')];
    when 'live_sessions', 'remote_sharing' then
      return array['appointment:' || (r ->> 'appointment_id')];
    else
      raise exception 'live_topics_of: % is not a live table', p_table;
  end case;
end
$$;
revoke execute on function private.live_topics_of(text, jsonb) from public, anon, authenticated;

-- The trigger: one broadcast per topic of the old and the new row, `{table, op, id}` only. Definer, so the insert
-- into realtime.messages is the table owner's (no client may write these topics); realtime.send turns a failure
-- into a warning, so publishing never fails the write.
create function private.publish_live_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  v_new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  v_topic text;
begin
  for v_topic in
    select distinct t from unnest(private.live_topics_of(tg_table_name, v_old)
                                  || private.live_topics_of(tg_table_name, v_new)) t
  loop
    perform realtime.send(
      jsonb_build_object('table', tg_table_name, 'op', tg_op, 'id', coalesce(v_new, v_old) -> 'id'),
      'change', v_topic, true);
  end loop;
  return null;
end
$$;
revoke execute on function private.publish_live_change() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array['notifications', 'appointments', 'payments', 'calendar_events', 'messages',
                           'journal_records', 'live_sessions', 'remote_sharing'] loop
    execute format('create trigger publish_live_change after insert or update or delete on public.%I
                    for each row execute function private.publish_live_change()', t);
    if exists (select 1 from pg_publication_tables
                where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = t) then
      execute format('alter publication supabase_realtime drop table public.%I', t);
    end if;
  end loop;
end
$$;

-- true when the caller may receive the live topic: the same facts as the RLS of the rows published on it.
-- Definer (reads calendars, appointments and the visibility helper past RLS) but answers only about the caller.
create function private.may_read_live_topic(p_topic text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  v_uuid constant text := '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  m text[];
begin
  if v_uid is null or p_topic is null then
    return false;
  end if;
  if p_topic ~ ('^user:' || v_uuid || '$') then
    return split_part(p_topic, ':', 2)::uuid = v_uid;
  end if;
  if p_topic ~ ('^appointment:' || v_uuid || '$') then
    return exists (
      select 1 from public.appointments a
      where a.id = split_part(p_topic, ':', 2)::uuid
        and (a.patient_user_id = v_uid
             or (a.clinic_id = v_clinic and private.is_staff()
                 and v_uid in (a.therapist_user_id, a.assigned_therapist_user_id))));
  end if;
  m := regexp_match(p_topic, '^clinic:(' || v_uuid || '):(role|therapist|calendar|patient):([A-Z_]+|' || v_uuid || ')$');
  if m is null or v_clinic is null or m[1]::uuid <> v_clinic then
    return false;
  end if;
  case m[2]
    when 'role' then
      return private.app_role() = m[3];
    when 'therapist' then
      return private.is_staff() and m[3] ~ ('^' || v_uuid || '$') and m[3]::uuid = v_uid;
    when 'calendar' then
      return private.is_staff() and m[3] ~ ('^' || v_uuid || '$') and exists (
        select 1 from public.calendars c where c.id = m[3]::uuid and c.clinic_id = v_clinic);
    else
      return private.is_staff() and m[3] ~ ('^' || v_uuid || '$')
        and m[3]::uuid in (select private.visible_patient_ids());
  end case;
end
$$;
revoke execute on function private.may_read_live_topic(text) from public, anon;
grant execute on function private.may_read_live_topic(text) to authenticated;

-- Receive only: no client sends on a live topic (no INSERT policy), the database publishes.
create policy live_topics_receive on realtime.messages for select to authenticated
  using (extension = 'broadcast' and (select private.may_read_live_topic((select realtime.topic()))));
