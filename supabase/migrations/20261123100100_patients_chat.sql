-- The patient profile's chat widget (spec 001 §2): one message thread per patient between the patient and
-- the clinic's therapists who may see the patient; stored, live (Realtime) and notifying the receiver.

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  patient_user_id uuid not null references public.users (id) on delete cascade,
  sender_id uuid references public.users (id) on delete set null,
  text text not null check (length(btrim(text)) between 1 and 4000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_updated boolean not null default false,
  created_by uuid,
  updated_by uuid
);
create index messages_clinic_patient_idx on public.messages (clinic_id, patient_user_id, created_at);
create trigger set_metadata before insert or update on public.messages
  for each row execute function private.set_metadata();

alter table public.messages enable row level security;
revoke all on public.messages from anon;
grant select, insert on public.messages to authenticated;
grant all on public.messages to service_role;

-- Read: the patient their own thread; staff the threads of patients they may see. Write: as oneself only.
create policy messages_read on public.messages for select to authenticated
  using (clinic_id = (select private.clinic_id())
         and (patient_user_id = (select auth.uid())
              or ((select private.is_staff()) and patient_user_id in (select private.visible_patient_ids()))));
create policy messages_insert on public.messages for insert to authenticated
  with check (clinic_id = (select private.clinic_id()) and sender_id = (select auth.uid())
              and (patient_user_id = (select auth.uid())
                   or ((select private.is_staff()) and patient_user_id in (select private.visible_patient_ids()))));

-- The receiver is told: a therapist's message → the patient (patient app); the patient's → the main therapist.
create function private.notify_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_main uuid;
begin
  if new.sender_id = new.patient_user_id then
    select therapist_user_id into v_main from public.patient_profiles where user_id = new.patient_user_id;
    if v_main is not null then
      insert into public.notifications (clinic_id, receiver_id, application, type, text, sender_id, additional_data)
      values (new.clinic_id, v_main, 'therapist', 'CHAT_MESSAGE',
        jsonb_build_object('EN', 'New message from your patient', 'NO', 'Ny melding fra pasienten din'),
        new.sender_id, jsonb_build_object('patient', new.patient_user_id, 'messageId', new.id));
    end if;
  else
    insert into public.notifications (clinic_id, receiver_id, application, type, text, sender_id, additional_data)
    values (new.clinic_id, new.patient_user_id, 'patient', 'CHAT_MESSAGE',
      jsonb_build_object('EN', 'New message from your therapist', 'NO', 'Ny melding fra terapeuten din'),
      new.sender_id, jsonb_build_object('therapist', new.sender_id, 'messageId', new.id));
  end if;
  return new;
end
$$;
revoke execute on function private.notify_message() from public, anon;
create trigger messages_notify after insert on public.messages
  for each row execute function private.notify_message();

do $$
begin
  if exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.messages;
  end if;
end
$$;
