-- book_appointment at platform scale (issue 33, docs/SCALE.md): its first-appointment test
-- (`not exists (… where x.patient_user_id = p_patient_user_id and x.status <> 'CANCELED')`) names no clinic, so
-- the only index with the patient, (clinic_id, patient_user_id, start_at), was read whole: 109 ms of the
-- booking's 120 ms with 2 100 000 appointments, growing with every clinic on the platform. The same holds for a
-- patient's own reads (appointments_read: patient_user_id = auth.uid()). An index led by the patient.
create index appointments_patient_start_idx on public.appointments (patient_user_id, start_at);
