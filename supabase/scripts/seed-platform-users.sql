-- The platform's users written the way the local GoTrue (local/auth.ts, admin createUser with email_confirm and a
-- password_hash) writes them: one auth.users row and one email identity each, in two set-based statements
-- instead of 310 000 HTTP requests. Run as the cluster's superuser (the local stack only; postgres may not write
-- auth.*, as on hosted, where seed-platform.ts goes through the Auth admin API instead). The on_auth_user_created
-- trigger makes the public.users rows as it does for GoTrue's inserts.
-- Settings: seed.clinics (how many clinics), seed.password_hash (bcrypt of demo-password-1).
-- The e-mails and ids are the ones platformUsers() in seed-platform.ts lists.
create temp table sp_users on commit drop as
select md5('platform-user:' || u.email)::uuid as id, u.email, u.clinic_idx, u.role, u.first_name, u.last_name
from (
  select 'platform-c' || c || '-therapist' || t || '@platform.clinic' as email, c as clinic_idx, 'THERAPIST' as role,
    'Terapeut' as first_name, 'Nummer ' || t as last_name
  from generate_series(1, current_setting('seed.clinics')::int) c, generate_series(1, 10) t
  union all
  select 'platform-c' || c || '-patient' || p || '@platform.clinic', c, 'PATIENT',
    (array['Emma','Noah','Olivia','Jakob','Nora','Lucas','Sofie','Emil','Ella','Oskar','Maja','Filip'])[1 + p % 12],
    (array['Hansen','Johansen','Olsen','Larsen','Andersen','Pedersen','Nilsen','Kristiansen','Jensen','Karlsen'])[1 + (p / 12) % 10] || '-' || p
  from generate_series(1, current_setting('seed.clinics')::int) c, generate_series(1, 300) p
) u
where not exists (select 1 from auth.users au where au.email = u.email);

insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                        raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
                        confirmation_token, recovery_token, email_change_token_new, email_change)
select '00000000-0000-0000-0000-000000000000', id, 'authenticated', 'authenticated', email,
  current_setting('seed.password_hash'), now(),
  jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'),
                     'clinic_id', md5('platform-clinic:' || clinic_idx)::uuid, 'role', role),
  jsonb_build_object('first_name', first_name, 'last_name', last_name), now(), now(), null, '', '', '', ''
from sp_users;

insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
select id::text, id, jsonb_build_object('sub', id::text, 'email', email, 'email_verified', false, 'phone_verified', false),
  'email', now(), now()
from sp_users;
