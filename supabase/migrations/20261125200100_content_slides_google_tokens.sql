-- The Google provider of the slides service (supabase/functions/google-slides): the OAuth tokens of a connected
-- Google account stay server-side. Only the service role (the function) reads or writes them; RLS is on with one
-- policy that admits no user, and nothing is granted to anon or authenticated.
create table public.slide_google_tokens (
  user_id uuid primary key references public.users (id) on delete cascade,
  access_token text not null,
  refresh_token text,
  expires_at timestamptz not null,
  updated_at timestamptz not null default now()
);
alter table public.slide_google_tokens enable row level security;
-- Users never see tokens, not even their own (the browser has no use for them); the service role bypasses RLS.
create policy slide_google_tokens_no_user_access on public.slide_google_tokens for all to authenticated
  using (false) with check (false);
revoke all on public.slide_google_tokens from public, anon, authenticated;
grant all on public.slide_google_tokens to service_role;

-- After the code exchange: the account row (provider GOOGLE), the tokens and the user's flag in one transaction,
-- refused when the user already has an account ('already_integrated', as connect_slides_account).
create function public.save_google_slides_account(
  p_user_id uuid,
  p_email text,
  p_access_token text,
  p_refresh_token text,
  p_expires_at timestamptz
) returns void language plpgsql security definer set search_path = '' as $$
declare
  v_clinic uuid;
begin
  select u.clinic_id into v_clinic from public.users u where u.id = p_user_id;
  if v_clinic is null then
    raise exception 'not_allowed' using errcode = '42501';
  end if;
  if exists (select 1 from public.slide_accounts where user_id = p_user_id) then
    raise exception 'already_integrated' using errcode = '23505';
  end if;
  insert into public.slide_accounts (user_id, clinic_id, provider, email)
  values (p_user_id, v_clinic, 'GOOGLE', p_email);
  insert into public.slide_google_tokens (user_id, access_token, refresh_token, expires_at)
  values (p_user_id, p_access_token, p_refresh_token, p_expires_at)
  on conflict (user_id) do update set access_token = excluded.access_token,
    refresh_token = excluded.refresh_token, expires_at = excluded.expires_at, updated_at = now();
  update public.users set is_google_slides_integrated = true where id = p_user_id;
end
$$;
revoke all on function public.save_google_slides_account(uuid, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.save_google_slides_account(uuid, text, text, text, timestamptz) to service_role;
