-- Notifications seen by trigger type (spec 000 §4 Notifications, 001 §4): the appointment-start notices
-- (auto_seen_trigger_type 2, matched by additional_data.calendarEventId) become seen for the appointment's
-- therapist when the appointment starts, whichever path starts it (start_appointment today, others later).
-- Type 5 is marked by the header bell through mark_notifications_seen; type 3 belongs to the script screens.

create function private.mark_start_notifications_seen() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.notifications n
  set seen = true
  where n.receiver_id = new.therapist_user_id
    and n.auto_seen_trigger_type = 2
    and not n.seen
    and n.additional_data ->> 'calendarEventId' = new.calendar_event_id::text;
  return null;
end
$$;

create trigger appointments_started_marks_notifications_seen
  after update of status on public.appointments
  for each row
  when (new.status = 'STARTED' and old.status is distinct from 'STARTED' and new.calendar_event_id is not null)
  execute function private.mark_start_notifications_seen();

revoke all on function private.mark_start_notifications_seen() from public;
