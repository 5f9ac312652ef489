-- Slides accounts (spec 002 §2 slides, §4 "Slides (Google)"): a therapist connects a slides account, lists
-- the account's presentations and saves selected ones into the clinic's library (presentations + slides).
--
-- Two providers behind the same tables:
--   LOCAL  (default, the embedded stack): the "account" is the therapist's own uploads — presentations
--          uploaded as per-page images into the private bucket slide-uploads/<clinic_id>/<user_id>/…,
--          each page with its speaker notes (slide_uploads.pages).
--   GOOGLE (when the google-slides function is configured): the function writes the account row after the
--          OAuth code exchange and saves presentations it read from the Slides API.

create table public.slide_accounts (
  user_id uuid primary key references public.users (id) on delete cascade,
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  provider text not null check (provider in ('LOCAL', 'GOOGLE')),
  email text,
  created_at timestamptz not null default now()
);
alter table public.slide_accounts enable row level security;
create policy slide_accounts_own on public.slide_accounts for select to authenticated
  using (user_id = (select auth.uid()));
grant select on public.slide_accounts to authenticated;
grant all on public.slide_accounts to service_role;

-- The local provider's presentations ("the account's presentations"). pages: [{ "imagePath", "notes" }] in order.
create table public.slide_uploads (
  id uuid primary key default gen_random_uuid(),
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 256),
  pages jsonb not null check (jsonb_typeof(pages) = 'array' and jsonb_array_length(pages) >= 1),
  created_at timestamptz not null default now()
);
create index slide_uploads_user_idx on public.slide_uploads (user_id, created_at desc);
alter table public.slide_uploads enable row level security;
create policy slide_uploads_own_read on public.slide_uploads for select to authenticated
  using (user_id = (select auth.uid()));
create policy slide_uploads_own_insert on public.slide_uploads for insert to authenticated
  with check (user_id = (select auth.uid()) and clinic_id = (select private.clinic_id())
              and (select private.is_staff())
              and exists (select 1 from public.slide_accounts a where a.user_id = (select auth.uid())));
create policy slide_uploads_own_delete on public.slide_uploads for delete to authenticated
  using (user_id = (select auth.uid()));
grant select, insert, delete on public.slide_uploads to authenticated;
grant all on public.slide_uploads to service_role;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('slide-uploads', 'slide-uploads', false, 10485760, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do nothing;

-- Pages are readable by the clinic's staff (saved presentations are clinic-visible); written by their owner.
create policy slide_uploads_files_read on storage.objects for select to authenticated
  using (bucket_id = 'slide-uploads' and (storage.foldername(name))[1] = (select private.clinic_id())::text
         and (select private.is_staff()));
create policy slide_uploads_files_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'slide-uploads' and (storage.foldername(name))[1] = (select private.clinic_id())::text
              and (storage.foldername(name))[2] = (select auth.uid())::text and (select private.is_staff()));
create policy slide_uploads_files_delete on storage.objects for delete to authenticated
  using (bucket_id = 'slide-uploads' and owner = (select auth.uid()));

-- Local authorisation: the code the local provider "returns" after its consent step; connecting twice is
-- refused ('Your account is already in the system').
create function public.connect_slides_account(p_code text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
begin
  if v_user is null or v_clinic is null or not private.is_staff() then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
  if p_code is distinct from 'local' then
    raise exception 'invalid_code' using errcode = '22023';
  end if;
  if exists (select 1 from public.slide_accounts where user_id = v_user) then
    raise exception 'already_integrated' using errcode = '23505';
  end if;
  insert into public.slide_accounts (user_id, clinic_id, provider, email)
  select v_user, v_clinic, 'LOCAL', u.email from public.users u where u.id = v_user;
  update public.users set is_google_slides_integrated = true where id = v_user;
end
$$;

-- Disconnect deletes the account and sets the flag false (spec 002 §4). Presentations already saved into the
-- library stay (their pages live in the clinic's folder); the account's unsaved uploads go with the account.
create function public.disconnect_slides_account()
returns void language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
begin
  if v_user is null then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
  delete from public.slide_uploads where user_id = v_user;
  delete from public.slide_accounts where user_id = v_user;
  update public.users set is_google_slides_integrated = false where id = v_user;
end
$$;

-- Saves the selected account presentations into the library; only those not saved yet are added (the
-- difference between selected and existing). Returns how many were added.
create function public.add_slide_presentations(p_upload_ids uuid[])
returns integer language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  v_added integer := 0;
  r record;
  v_presentation uuid;
begin
  if v_user is null or v_clinic is null or not private.is_staff() then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
  if not exists (select 1 from public.slide_accounts where user_id = v_user) then
    raise exception 'not_integrated' using errcode = '42501';
  end if;
  for r in
    select u.* from public.slide_uploads u
    where u.id = any (p_upload_ids) and u.user_id = v_user
      and not exists (select 1 from public.presentations p
                      where p.clinic_id = v_clinic and p.created_by_id = v_user and p.google_slide_id = 'local:' || u.id)
  loop
    insert into public.presentations (clinic_id, google_slide_id, name, is_upload_by_admin, email, created_by_id, created_by)
    select v_clinic, 'local:' || r.id, r.name, false, a.email, v_user, v_user
    from public.slide_accounts a where a.user_id = v_user
    returning id into v_presentation;
    insert into public.slides (clinic_id, presentation_id, page_number, notes, thumbnail_url, created_by)
    select v_clinic, v_presentation, p.ord::integer, nullif(btrim(p.page ->> 'notes'), ''), p.page ->> 'imagePath', v_user
    from jsonb_array_elements(r.pages) with ordinality as p(page, ord);
    v_added := v_added + 1;
  end loop;
  return v_added;
end
$$;

revoke all on function public.connect_slides_account(text) from public, anon;
revoke all on function public.disconnect_slides_account() from public, anon;
revoke all on function public.add_slide_presentations(uuid[]) from public, anon;
grant execute on function public.connect_slides_account(text) to authenticated, service_role;
grant execute on function public.disconnect_slides_account() to authenticated, service_role;
grant execute on function public.add_slide_presentations(uuid[]) to authenticated, service_role;
