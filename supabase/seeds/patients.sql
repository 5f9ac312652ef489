-- Patients demo data (mf-patients): a chat thread on the profile of patient1 in each clinic, written by the
-- therapist (so only the patients get a notice). Idempotent: a thread that has messages is left as it is.
with pairs (therapist_email, patient_email, body, minutes_ago) as (
  values ('therapist@demo.clinic', 'patient1@demo.clinic', 'Hi! Remember to fill in the sleep diary before Tuesday.', 90),
         ('therapist@demo.clinic', 'patient1@demo.clinic', 'You can also write to me here if anything comes up.', 60),
         ('therapist@fjord.clinic', 'patient1@fjord.clinic', 'Welcome to Fjord Clinic.', 30)
)
insert into public.messages (clinic_id, patient_user_id, sender_id, text, created_at, created_by)
select t.clinic_id, p.id, t.id, x.body, now() - make_interval(mins => x.minutes_ago), t.id
from pairs x
join public.users t on t.email = x.therapist_email
join public.users p on p.email = x.patient_email and p.clinic_id = t.clinic_id
where not exists (select 1 from public.messages m where m.patient_user_id = p.id);
