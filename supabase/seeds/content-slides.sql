-- Slides demo data (mf-content): Ingrid (therapist@demo.clinic) owns a saved presentation in seed.sql, so her
-- slides account is connected (local provider) and her library shows at /google-slides/all. Lars
-- (colleague@demo.clinic) is not connected: he sees 'Connect your account'. Idempotent: an existing account is kept.
insert into public.slide_accounts (user_id, clinic_id, provider, email)
select u.id, u.clinic_id, 'LOCAL', u.email
from public.users u
where u.email = 'therapist@demo.clinic' and u.clinic_id is not null
on conflict (user_id) do nothing;

update public.users u set is_google_slides_integrated = true
where u.email = 'therapist@demo.clinic' and not u.is_google_slides_integrated;
