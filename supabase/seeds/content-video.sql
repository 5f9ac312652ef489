-- Video archive demo data (mf-content): the seeded videos really play. seed.sql gives them ids of an external
-- video service (qv-…); here each gets a recording in the content-videos bucket (the local video provider:
-- q_video_id is the object's name, <clinic>/<creator>/<file>) and its chapters follow. The bytes are
-- seeds/media/seed-clip.webm (4 s of chromium's fake camera, made by seeds/media/generate-clip.mjs): a seed
-- cannot write files, so the row carries metadata.seedFile and the local stack copies the file in place at
-- start (local/seed-media.ts). Idempotent: only videos still pointing at the external service are moved.
do $seed$
declare
  r record;
  v_path text;
begin
  for r in select v.id, v.clinic_id, v.created_by, v.q_video_id
           from public.videos v
           where v.q_video_id like 'qv-%' and v.created_by is not null
  loop
    v_path := r.clinic_id || '/' || r.created_by || '/seed-' || r.q_video_id || '.webm';
    insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
    values ('content-videos', v_path, r.created_by, r.created_by::text,
            jsonb_build_object('mimetype', 'video/webm', 'cacheControl', 'max-age=3600',
                               'seedFile', 'seeds/media/seed-clip.webm'),
            gen_random_uuid()::text)
    on conflict (bucket_id, name) do nothing;
    update public.videos set q_video_id = v_path, video_url = null where id = r.id;
    -- the clip is 4 s long: a chapter after its end moves to 2 s so that every chapter can be played
    update public.chapters set q_video_id = v_path,
      start_time = least(start_time, 2), start_time_formatted = case when start_time > 2 then '00:02' else start_time_formatted end
    where video_id = r.id;
  end loop;
end
$seed$;
