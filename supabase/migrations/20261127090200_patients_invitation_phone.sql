-- The invitation's phone follows the spec's rule (001 §5 'Phone numbers are displayed in international
-- format'; the invite form validates it with the default country Norway and sends it as E.164): '+', a
-- country code that does not start with 0, and 7 to 15 digits in all. Before this the database took any
-- non-empty text (only 'Please, input phone!' for an empty one).
--
-- * invitations_phone_e164: a check constraint, so no writer (RPC, service role, seed) can store another
--   shape; every seeded invitation ('+479…') passes, and the constraint is validated at once.
-- * create_patient_invitation (create or replace): the same body as 20261127020000_security_visibility, plus
--   a clear refusal 'The input is not a valid phone number!' (22023, hint phone_invalid) for a phone of
--   another shape, before anything is written. It comes after the refusals existing callers rely on
--   (bad_invitation, lookup_required, email_exists …) so those still answer first.

alter table public.invitations
  add constraint invitations_phone_e164 check (phone is null or phone ~ '^\+[1-9][0-9]{6,14}$');

create or replace function public.create_patient_invitation(p_first_name text, p_last_name text, p_phone text,
  p_email text, p_is_patient_can_choose_next_appointment_by_himself boolean default true,
  p_appointment_type_id uuid default null, p_therapist_id uuid default null, p_booking_data jsonb default null)
returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid := private.clinic_id();
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_first text := btrim(coalesce(p_first_name, ''));
  v_last text := btrim(coalesce(p_last_name, ''));
  v_phone text := btrim(coalesce(p_phone, ''));
  v_choose boolean := coalesce(p_is_patient_can_choose_next_appointment_by_himself, true);
  v_id uuid;
begin
  perform private.require_staff();
  if v_email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or v_first = '' or v_last = '' then
    perform private.raise('22023',
      'Data that you entered is badly formatted, please check and change first name, last name and email', 'bad_invitation');
  end if;
  if length(v_first) > 256 then
    perform private.raise('22023', 'Your first name is too long', 'first_name_too_long');
  end if;
  if length(v_last) > 256 then
    perform private.raise('22023', 'Your last name is too long', 'last_name_too_long');
  end if;
  if v_phone = '' then
    perform private.raise('22023', 'Please, input phone!', 'phone_required');
  end if;
  if not v_choose and p_appointment_type_id is not null and p_therapist_id is null then
    perform private.raise('22023', 'If you select appointment type you need also select therapist!', 'therapist_required');
  end if;
  if p_therapist_id is not null and not private.is_clinic_therapist(p_therapist_id, v_clinic) then
    perform private.raise('22023', 'Assigned therapist doesn`t exists', 'therapist_not_found');
  end if;
  if not exists (select 1 from private.email_lookups l where l.caller_id = auth.uid() and l.email = v_email
                 and l.created_at > now() - interval '15 minutes') then
    perform private.raise('55000', 'Look the e-mail up first', 'lookup_required');
  end if;
  if exists (select 1 from public.users u where lower(u.email) = v_email) then
    perform private.raise('23505', 'A user with this e-mail already exists', 'email_exists');
  end if;
  if v_phone !~ '^\+[1-9][0-9]{6,14}$' then
    perform private.raise('22023', 'The input is not a valid phone number!', 'phone_invalid');
  end if;
  begin
    insert into public.invitations (clinic_id, invitation_created_by_id, phone, receiver_email, receiver_name,
      receiver_first_name, receiver_last_name, is_patient_can_choose_next_appointment_by_himself,
      appointment_type_id_that_patient_was_invited_to, therapist_id_that_patient_was_invited_to, booking_data)
    values (v_clinic, auth.uid(), v_phone, v_email, v_first || ' ' || v_last, v_first, v_last, v_choose,
      case when v_choose then null else p_appointment_type_id end,
      case when v_choose then null else p_therapist_id end, p_booking_data)
    returning id into v_id;
  exception when unique_violation then
    perform private.raise('23505', 'This patient is already invited and has not accepted the invitation yet', 'already_invited');
  end;
  return v_id;
end
$$;
