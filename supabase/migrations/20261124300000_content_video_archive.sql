-- Video archive (spec 002 §2 video, §4 Video, §5, §6): recordings in a storage bucket (the local provider of the
-- "video service": q_video_id is the object's name), the creator's one reusable draft, the form's save, the
-- recording's removal and the video's removal with its notification — each one transaction, creator only.
--
-- Recordings: private bucket content-videos, <clinic_id>/<uploader id>/<file>. Every member of the clinic reads
-- (patients watch the archive's videos in their app), staff upload into their own folder, the uploader removes.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('content-videos', 'content-videos', false, 52428800, array['video/webm', 'video/mp4'])
on conflict (id) do nothing;

create policy content_videos_read on storage.objects for select to authenticated
  using (bucket_id = 'content-videos' and (storage.foldername(name))[1] = (select private.clinic_id())::text);
create policy content_videos_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'content-videos' and (storage.foldername(name))[1] = (select private.clinic_id())::text
              and (storage.foldername(name))[2] = (select auth.uid())::text and (select private.is_staff()));
create policy content_videos_delete on storage.objects for delete to authenticated
  using (bucket_id = 'content-videos' and owner = (select auth.uid()));

-- "The creator's draft is reused on the create screen": at most one draft per creator and clinic.
create unique index videos_one_draft_per_creator on public.videos (clinic_id, created_by) where is_draft;

-- mm:ss of a chapter start (minutes may pass 59 for long recordings).
create function private.format_start_time(p_seconds numeric) returns text
language sql immutable set search_path = '' as $$
  select lpad((floor(p_seconds / 60))::int::text, 2, '0') || ':' || lpad((floor(p_seconds)::int % 60)::text, 2, '0')
$$;

-- The recording just uploaded becomes the video's: with no video id, the caller's draft (created when the first
-- recording is made, reused afterwards); with an id, the caller's own video (a new recording on the edit page).
-- The object must exist in the caller's folder of the bucket, so a video never points at nothing. Returns the
-- video id and the recording it replaced (the caller removes that object through the storage API).
create function public.set_video_recording(p_video_id uuid, p_path text) returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := (select private.clinic_id());
  v public.videos;
  v_previous text;
begin
  if v_uid is null or v_clinic is null or not (select private.is_staff()) then
    raise exception 'Not allowed' using errcode = '42501', hint = 'not_allowed';
  end if;
  if p_path is null or split_part(p_path, '/', 1) <> v_clinic::text or split_part(p_path, '/', 2) <> v_uid::text then
    raise exception 'The recording is not in your folder' using errcode = '22023', hint = 'invalid_recording_path';
  end if;
  if not exists (select 1 from storage.objects o
                 where o.bucket_id = 'content-videos' and o.name = p_path and o.owner = v_uid) then
    raise exception 'No video was recorded!' using errcode = 'P0002', hint = 'no_recording';
  end if;
  if p_video_id is null then
    select * into v from public.videos
    where clinic_id = v_clinic and created_by = v_uid and is_draft for update;
    if not found then
      insert into public.videos (clinic_id, is_draft) values (v_clinic, true) returning * into v;
    end if;
  else
    select * into v from public.videos where id = p_video_id and clinic_id = v_clinic;
    if not found then
      raise exception 'Video not found' using errcode = 'P0002', hint = 'video_not_found';
    end if;
    if v.created_by is distinct from v_uid then
      raise exception 'Only the creator of the video can change it' using errcode = '42501', hint = 'not_allowed';
    end if;
    perform 1 from public.videos where id = v.id for update;
  end if;
  v_previous := nullif(v.q_video_id, p_path);
  update public.videos set q_video_id = p_path, video_url = null where id = v.id;
  update public.chapters set q_video_id = p_path where video_id = v.id;
  return jsonb_build_object('video_id', v.id, 'previous_path', v_previous);
end
$$;

-- "Removing the recording clears chapters and qVideoId and keeps it a draft" (spec 002 §4): drafts only — a
-- published video always has a recording (it gets a new one on the edit page instead). Returns the removed path.
create function public.remove_video_recording(p_video_id uuid) returns text
language plpgsql security invoker set search_path = '' as $$
declare
  v public.videos;
begin
  select * into v from public.videos where id = p_video_id and clinic_id = (select private.clinic_id());
  if not found then
    raise exception 'Video not found' using errcode = 'P0002', hint = 'video_not_found';
  end if;
  if v.created_by is distinct from auth.uid() then
    raise exception 'Only the creator of the video can change it' using errcode = '42501', hint = 'not_allowed';
  end if;
  -- locked only now: under RLS, FOR UPDATE skips rows the caller may not update (a 'not found' for others)
  perform 1 from public.videos where id = v.id for update;
  if not v.is_draft then
    raise exception 'A published video keeps its recording' using errcode = '55000', hint = 'published_video';
  end if;
  delete from public.chapters where video_id = v.id;
  update public.videos set q_video_id = null, video_url = null, chapters_ordered = '{}' where id = v.id;
  return v.q_video_id;
end
$$;

-- The video form's save (create and edit): name, description, tags (created in the clinic when new, matched
-- trimmed and case-insensitively), language, video script and chapters (kept by id, new ones added, missing
-- ones removed), then the video is no longer a draft. Refused without a recording. A taken name (trimmed, any
-- case, per clinic) fails on videos_clinic_name_key with the spec's text.
create function public.save_video(
  p_video_id uuid,
  p_name text,
  p_description text,
  p_tags text[],
  p_language_id uuid,
  p_video_script_id uuid,
  p_chapters jsonb
) returns public.videos
language plpgsql security invoker set search_path = '' as $$
declare
  v_clinic uuid := (select private.clinic_id());
  v public.videos;
  v_name text := btrim(coalesce(p_name, ''));
  v_tags text[];
  v_tag_ids uuid[];
  v_chapter jsonb;
  v_title text;
  v_start numeric;
  v_kept uuid[] := '{}';
begin
  select * into v from public.videos where id = p_video_id and clinic_id = v_clinic;
  if not found then
    raise exception 'Video not found' using errcode = 'P0002', hint = 'video_not_found';
  end if;
  if v.created_by is distinct from auth.uid() or not (select private.is_staff()) then
    raise exception 'Only the creator of the video can change it' using errcode = '42501', hint = 'not_allowed';
  end if;
  -- locked only now: under RLS, FOR UPDATE skips rows the caller may not update (a 'not found' for others)
  perform 1 from public.videos where id = v.id for update;
  if v.q_video_id is null then
    raise exception 'No video was recorded!' using errcode = '55000', hint = 'no_recording';
  end if;
  if v_name = '' then
    raise exception 'Please enter video name!' using errcode = '22023', hint = 'name_required';
  end if;
  if length(v_name) > 256 then
    raise exception 'Your video name is too long' using errcode = '22023', hint = 'name_too_long';
  end if;
  if length(coalesce(p_description, '')) > 255 then
    raise exception 'Your description is too long' using errcode = '22023', hint = 'description_too_long';
  end if;
  if p_video_script_id is not null
     and not exists (select 1 from public.video_scripts s where s.id = p_video_script_id and s.clinic_id = v_clinic) then
    raise exception 'Video script not found' using errcode = '22023', hint = 'invalid_video_script';
  end if;

  select coalesce(array_agg(t.name order by t.first), '{}') into v_tags
  from (select distinct on (lower(btrim(x.tag))) btrim(x.tag) as name, x.n as first
        from unnest(coalesce(p_tags, '{}')) with ordinality as x(tag, n)
        where btrim(x.tag) <> ''
        order by lower(btrim(x.tag)), x.n) t;
  if exists (select 1 from unnest(v_tags) t where length(t) > 64) then
    raise exception 'A tag is too long' using errcode = '22023', hint = 'tag_too_long';
  end if;
  insert into public.tags (clinic_id, name, name_encoded)
  select v_clinic, t, lower(t) from unnest(v_tags) t
  on conflict (clinic_id, name_encoded) do nothing;
  select coalesce(array_agg(tg.id order by x.n), '{}') into v_tag_ids
  from unnest(v_tags) with ordinality as x(t, n)
  join public.tags tg on tg.clinic_id = v_clinic and tg.name_encoded = lower(x.t);

  if p_chapters is null or jsonb_typeof(p_chapters) <> 'array' then
    p_chapters := '[]';
  end if;
  for v_chapter in select * from jsonb_array_elements(p_chapters) loop
    v_title := btrim(coalesce(v_chapter ->> 'title', ''));
    v_start := (v_chapter ->> 'startTime')::numeric;
    if v_title = '' or length(v_title) > 256 or v_start is null or v_start < 0 then
      raise exception 'A chapter needs a title and a start time' using errcode = '22023', hint = 'invalid_chapter';
    end if;
    if nullif(v_chapter ->> 'id', '') is not null then
      update public.chapters
      set title = v_title, start_time = round(v_start, 1), start_time_formatted = private.format_start_time(v_start)
      where id = (v_chapter ->> 'id')::uuid and video_id = v.id;
      if not found then
        raise exception 'Chapter not found' using errcode = '22023', hint = 'invalid_chapter';
      end if;
      v_kept := v_kept || (v_chapter ->> 'id')::uuid;
    else
      insert into public.chapters (clinic_id, video_id, q_video_id, title, start_time, start_time_formatted)
      values (v_clinic, v.id, v.q_video_id, v_title, round(v_start, 1), private.format_start_time(v_start))
      returning array_append(v_kept, id) into v_kept;
    end if;
  end loop;
  delete from public.chapters where video_id = v.id and id <> all (v_kept);

  begin
    update public.videos set
      name = v_name,
      description = nullif(p_description, ''),
      tag_ids = v_tag_ids,
      selected_language_id = p_language_id,
      video_script_id = p_video_script_id,
      is_draft = false,
      chapters_ordered = coalesce((select array_agg(c.id order by c.start_time, c.created_at)
                                   from public.chapters c where c.video_id = v.id), '{}')
    where id = v.id
    returning * into v;
  exception when unique_violation then
    raise exception 'Video with the same name already exists!' using errcode = '23505', hint = 'duplicate_name';
  end;
  return v;
end
$$;

-- Removing a video (spec 002 §4): the document, its chapters (and viewing statistics) and a notification to the
-- clinic's staff in English and Norwegian, in one transaction. Returns the recording's object name: the caller
-- removes it through the storage API (hosted Storage refuses SQL deletes of objects), as its owner.
create function public.remove_video(p_video_id uuid) returns text
language plpgsql security invoker set search_path = '' as $$
declare
  v public.videos;
  v_by text;
begin
  select * into v from public.videos where id = p_video_id and clinic_id = (select private.clinic_id());
  if not found then
    raise exception 'Video not found' using errcode = 'P0002', hint = 'video_not_found';
  end if;
  if v.created_by is distinct from auth.uid() or not (select private.is_staff()) then
    raise exception 'Only the creator of the video can remove it' using errcode = '42501', hint = 'not_allowed';
  end if;
  -- locked only now: under RLS, FOR UPDATE skips rows the caller may not update (a 'not found' for others)
  perform 1 from public.videos where id = v.id for update;
  select btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) into v_by
  from public.users u where u.id = auth.uid();
  if not v.is_draft then
    insert into public.notifications (clinic_id, receivers, application, type, text, sender_id, additional_data)
    values (v.clinic_id, '{THERAPIST,CLINIC_OWNER,ADMIN}', 'therapist', 'VIDEO_REMOVED',
      jsonb_build_object(
        'EN', format('Video "%s" was removed by %s', v.name, v_by),
        'NO', format('Videoen «%s» ble fjernet av %s', v.name, v_by)),
      auth.uid(), jsonb_build_object('videoId', v.id, 'videoName', v.name, 'therapistDisplayName', v_by));
  end if;
  delete from public.videos where id = v.id;
  return v.q_video_id;
end
$$;

revoke all on function public.set_video_recording(uuid, text) from public, anon;
revoke all on function public.remove_video_recording(uuid) from public, anon;
revoke all on function public.save_video(uuid, text, text, text[], uuid, uuid, jsonb) from public, anon;
revoke all on function public.remove_video(uuid) from public, anon;
revoke all on function private.format_start_time(numeric) from public, anon;
grant execute on function public.set_video_recording(uuid, text) to authenticated, service_role;
grant execute on function public.remove_video_recording(uuid) to authenticated, service_role;
grant execute on function public.save_video(uuid, text, text, text[], uuid, uuid, jsonb) to authenticated, service_role;
grant execute on function public.remove_video(uuid) to authenticated, service_role;
grant execute on function private.format_start_time(numeric) to authenticated, service_role;
