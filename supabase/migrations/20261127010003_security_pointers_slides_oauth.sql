-- Security (issue 22, class 4), Google Slides OAuth: see 20261127010000_security_pointers.sql for the rule.

-- Google Slides OAuth state --------------------------------------------------------------------------
create table private.google_slides_oauth_states (
  state text primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  redirect_url text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '10 minutes',
  used_at timestamptz
);
create index google_slides_oauth_states_user_idx on private.google_slides_oauth_states (user_id);
revoke all on private.google_slides_oauth_states from public, anon, authenticated;
grant select, insert, update, delete on private.google_slides_oauth_states to service_role;

-- GET /google-slides: a fresh random state for this user (the function draws it), with the return address.
create function public.google_slides_oauth_begin(p_user_id uuid, p_state text, p_redirect_url text) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if p_user_id is null or coalesce(length(p_state), 0) < 32 or coalesce(p_redirect_url, '') = '' then
    perform private.raise('22023', 'Error during getting auth url', 'oauth_state');
  end if;
  delete from private.google_slides_oauth_states s
  where s.user_id = p_user_id and (s.used_at is not null or s.expires_at < now());
  insert into private.google_slides_oauth_states (state, user_id, redirect_url) values (p_state, p_user_id, p_redirect_url);
end
$$;

-- POST /google-slides: the state is spent once, by the user it was drawn for, before it expires; answers the
-- return address the consent was asked with (the code is exchanged against that one, not a header).
create function public.google_slides_oauth_claim(p_user_id uuid, p_state text) returns text
language plpgsql security definer set search_path = '' as $$
declare
  v_redirect text;
begin
  update private.google_slides_oauth_states s set used_at = now()
  where s.state = p_state and s.user_id = p_user_id and s.used_at is null and s.expires_at >= now()
  returning s.redirect_url into v_redirect;
  if v_redirect is null then
    perform private.raise('22023', 'Error during integration google slides', 'oauth_state');
  end if;
  return v_redirect;
end
$$;

revoke execute on function public.google_slides_oauth_begin(uuid, text, text), public.google_slides_oauth_claim(uuid, text)
from public, anon, authenticated;
grant execute on function public.google_slides_oauth_begin(uuid, text, text), public.google_slides_oauth_claim(uuid, text)
to service_role;
