-- Two bookings of the same therapist's time that run at the same moment could end in a deadlock (40P01)
-- instead of 'Haven`t free time' (23P01): both rows are inserted before either exclusion check runs, so
-- each check waits for the other transaction (PostgreSQL documents this for exclusion constraints). CI saw
-- it once in fifty simultaneous bookings.
--
-- Every write that places an appointment in a therapist's schedule now first takes a transaction-scoped
-- advisory lock on that therapist: concurrent writers for one therapist queue, the second one sees the first
-- one's committed row and gets the exclusion error at once. Writers for different therapists never wait.
-- Taken in a trigger so that every writer (book_appointment, update_appointment and any later one) is covered.
create function private.lock_therapist_schedule() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- an update that neither moves the appointment nor brings a canceled one back cannot overlap anything
  if tg_op = 'UPDATE'
     and new.therapist_user_id is not distinct from old.therapist_user_id
     and new.start_at is not distinct from old.start_at
     and new.end_at is not distinct from old.end_at
     and not (old.status = 'CANCELED' and new.status <> 'CANCELED') then
    return new;
  end if;
  -- both therapists when an appointment moves between them, always in the same order
  perform pg_advisory_xact_lock(hashtextextended('therapist-schedule:' || t::text, 0))
  from (select distinct x as t
        from unnest(array[new.therapist_user_id,
                          case when tg_op = 'UPDATE' then old.therapist_user_id end]) x
        where x is not null order by 1) therapists;
  return new;
end
$$;

create trigger appointments_lock_therapist_schedule
  before insert or update on public.appointments
  for each row execute function private.lock_therapist_schedule();

-- a trigger function: nobody calls it directly
revoke all on function private.lock_therapist_schedule() from public;
