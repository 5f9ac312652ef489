-- Journal demo data (mf-journal): remembered confidential confirmations ('Confidential information' →
-- Continue with a reason), each with its CONFIRM row in access_log. Idempotent: existing rows are kept.
-- Ingrid (attached to Lars's patient 13) has confirmed; Lars has NOT confirmed Ingrid's patients 1–3, so
-- signing in as colleague@demo.clinic shows the overlay there.
with pairs (therapist_email, patient_email, reason) as (
  values ('therapist@demo.clinic', 'patient13@demo.clinic', 'Covering for Lars while he is away'),
         ('therapist@fjord.clinic', 'patient1@fjord.clinic', 'Second opinion requested by the patient')
), rows as (
  select t.clinic_id, p.id as patient_user_id, t.id as therapist_user_id, x.reason
  from pairs x
  join public.users t on t.email = x.therapist_email
  join public.users p on p.email = x.patient_email and p.clinic_id = t.clinic_id
), inserted as (
  insert into public.journal_access_confirmations (clinic_id, patient_user_id, therapist_user_id, reason)
  select clinic_id, patient_user_id, therapist_user_id, reason from rows
  on conflict (therapist_user_id, patient_user_id) do nothing
  returning clinic_id, patient_user_id, therapist_user_id, reason
)
insert into public.access_log (clinic_id, reader_id, reader_role, patient_user_id, action, reason, is_main_therapist)
select i.clinic_id, i.therapist_user_id, 'THERAPIST', i.patient_user_id, 'CONFIRM', i.reason,
  exists (select 1 from public.patient_profiles pp where pp.user_id = i.patient_user_id and pp.therapist_user_id = i.therapist_user_id)
from inserted i;
