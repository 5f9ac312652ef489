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

-- The seeded presentations' pages get their images (seed.sql inserts the slides without one, which the viewer
-- showed as an empty box): each page's PNG is seeds/media/slides/<google_slide_id>-<page>.png (made by
-- seeds/media/generate-slides.mjs), stored as the local provider stores uploads, in the private bucket
-- slide-uploads/<clinic>/<creator>/seed-<google_slide_id>/<page>.png; the viewer signs the path. A seed cannot
-- write bytes, so the row carries metadata.seedFile and the local stack copies the file in place at start
-- (local/seed-media.ts). Idempotent: only pages still without an image are given one.
do $seed$
declare
  r record;
  v_path text;
begin
  for r in select s.id, s.clinic_id, s.page_number, p.google_slide_id, p.created_by_id
           from public.slides s join public.presentations p on p.id = s.presentation_id
           where p.google_slide_id in ('gs-intro-cbt', 'gs-sleep') and s.thumbnail_url is null
             and p.created_by_id is not null
  loop
    v_path := r.clinic_id || '/' || r.created_by_id || '/seed-' || r.google_slide_id || '/' || r.page_number || '.png';
    insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
    values ('slide-uploads', v_path, r.created_by_id, r.created_by_id::text,
            jsonb_build_object('mimetype', 'image/png', 'cacheControl', 'max-age=3600',
                               'seedFile', 'seeds/media/slides/' || r.google_slide_id || '-' || r.page_number || '.png'),
            gen_random_uuid()::text)
    on conflict (bucket_id, name) do nothing;
    update public.slides set thumbnail_url = v_path where id = r.id;
  end loop;
end
$seed$;
