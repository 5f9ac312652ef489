-- Issue 22 (class 2, found in the audit): a live session's rows were writable by the client. A therapist could
-- insert a remote_sharing or live_sessions row naming any patient (of any clinic) and any appointment, which that
-- patient's session screen then showed; a patient could rewrite every column of their own rows (therapist,
-- appointment, clinic, the shared file). Every legitimate write already goes through the live-session RPCs
-- (start, readiness, sharing, finish: security definer, clinic and relation checked), so the client keeps SELECT
-- only. `appointments.page_states` (the live session's step state) is likewise written only by those RPCs.
revoke insert, update, delete on public.live_sessions, public.remote_sharing from authenticated;
drop policy live_sessions_patient_update on public.live_sessions;
drop policy live_sessions_therapist_write on public.live_sessions;
drop policy remote_sharing_patient_update on public.remote_sharing;
drop policy remote_sharing_therapist_write on public.remote_sharing;
revoke update (page_states) on public.appointments from authenticated;
