-- Video scripts (spec 002 §3: name, description): like every other named thing of the clinic's catalogue, a name
-- is unique per clinic, trimmed and in any case (spec 002 §5's rule for names). The form checks the loaded list
-- first; this index decides when two therapists save the same name at once (23505 → the form's duplicate text).
create unique index video_scripts_clinic_name_key on public.video_scripts (clinic_id, lower(btrim(name)));
