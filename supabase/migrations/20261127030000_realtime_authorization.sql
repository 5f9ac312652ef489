-- Session channels are private Realtime channels authorised by RLS on realtime.messages (hosted Supabase's
-- Realtime Authorization; issue 22, class 3). The live session's whiteboard went over the public topic
-- `whiteboard:<appointment id>`: anyone with the anon key received the strokes, sent "clear" and showed up in the
-- presence. Now a channel on a session topic is joined (SELECT: receive broadcast, see presence) and written to
-- (INSERT: send broadcast, track presence) only by the appointment's therapist (or the therapist it is assigned
-- to) of the caller's own clinic, and by its patient, while the appointment is not over. Clients join with
-- `config: { private: true }` after passing the user's token to Realtime (`realtime.setAuth`).
--
-- Session topics (the only ones these policies open; any other private topic is refused):
--   whiteboard:<appointment id>   the live session's whiteboard strokes (broadcast)

-- true when the caller may use the session topic: the topic names an appointment, and the caller is its patient,
-- or staff of its clinic who is its therapist or the therapist it is assigned to. Reads appointments past RLS
-- (definer) but answers only about the caller's own relation.
create function private.may_use_session_topic(p_topic text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_id uuid;
  v_uid uuid := auth.uid();
begin
  if v_uid is null or p_topic is null
     or p_topic !~* '^whiteboard:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  v_id := split_part(p_topic, ':', 2)::uuid;
  return exists (
    select 1 from public.appointments a
    where a.id = v_id
      and a.status not in ('FINISHED', 'CANCELED')
      and (a.patient_user_id = v_uid
           or (a.clinic_id = private.clinic_id() and private.is_staff()
               and v_uid in (a.therapist_user_id, a.assigned_therapist_user_id))));
end
$$;
revoke execute on function private.may_use_session_topic(text) from public, anon;
grant execute on function private.may_use_session_topic(text) to authenticated;

create policy session_topics_receive on realtime.messages for select to authenticated
  using (extension in ('broadcast', 'presence') and (select private.may_use_session_topic((select realtime.topic()))));

create policy session_topics_send on realtime.messages for insert to authenticated
  with check (extension in ('broadcast', 'presence') and (select private.may_use_session_topic((select realtime.topic()))));
