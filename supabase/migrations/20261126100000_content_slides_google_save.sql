-- Saving Google presentations into the clinic's library (spec 002 §4 "Slides (Google)": only slides not yet
-- saved are added). The google-slides function reads each presentation (pages, speaker notes), copies every
-- page's thumbnail into slide-uploads/<clinic>/<user>/… (Google's contentUrl expires) and then writes all the
-- rows here in ONE transaction, so a failure leaves no half-saved presentation. The rows are the same the local
-- provider writes (presentations + slides with the page's storage path as thumbnail_url), so the library and
-- the viewer do not care where a presentation came from.
--
-- p_items: [{ "sourceId": Google file id, "name": title, "pages": [{ "imagePath", "notes" }] }]
-- Returns the source ids really added (one already saved by the user is skipped).
create function public.save_google_slide_presentations(p_user_id uuid, p_items jsonb)
returns text[] language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid;
  v_email text;
  v_saved text[] := '{}';
  v_item jsonb;
  v_presentation uuid;
begin
  select a.clinic_id, a.email into v_clinic, v_email
  from public.slide_accounts a where a.user_id = p_user_id and a.provider = 'GOOGLE';
  if v_clinic is null then
    raise exception 'not_integrated' using errcode = '42501';
  end if;
  if jsonb_typeof(p_items) is distinct from 'array' then
    raise exception 'invalid_items' using errcode = '22023';
  end if;
  for v_item in select i from jsonb_array_elements(p_items) as t(i) loop
    if coalesce(btrim(v_item ->> 'sourceId'), '') = '' or coalesce(btrim(v_item ->> 'name'), '') = ''
       or jsonb_typeof(v_item -> 'pages') is distinct from 'array' then
      raise exception 'invalid_items' using errcode = '22023';
    end if;
    -- Pages must be in the user's own folder of the clinic (the viewer signs them for the clinic's staff).
    if exists (select 1 from jsonb_array_elements(v_item -> 'pages') as p(page)
               where coalesce(p.page ->> 'imagePath', '') not like v_clinic::text || '/' || p_user_id::text || '/%') then
      raise exception 'invalid_page_path' using errcode = '22023';
    end if;
    insert into public.presentations (clinic_id, google_slide_id, name, is_upload_by_admin, email, created_by_id, created_by)
    values (v_clinic, v_item ->> 'sourceId', left(btrim(v_item ->> 'name'), 256), false, v_email, p_user_id, p_user_id)
    on conflict (clinic_id, google_slide_id, created_by_id) do nothing
    returning id into v_presentation;
    continue when v_presentation is null;
    insert into public.slides (clinic_id, presentation_id, page_number, notes, thumbnail_url, created_by)
    select v_clinic, v_presentation, p.ord::integer, nullif(btrim(p.page ->> 'notes'), ''), p.page ->> 'imagePath', p_user_id
    from jsonb_array_elements(v_item -> 'pages') with ordinality as p(page, ord);
    v_saved := v_saved || (v_item ->> 'sourceId');
  end loop;
  return v_saved;
end
$$;
revoke all on function public.save_google_slide_presentations(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.save_google_slide_presentations(uuid, jsonb) to service_role;
