-- Digital ID (Vipps) connection, spec 002 §4 and §7. The connection record and the profile flag
-- is_vipps_connected_to_profile decide whether a therapist may sign in with the digital ID and whether the
-- password sign-in is refused (spec 000 §4). They are written only by the connect-vipps edge function after the
-- provider confirmed the identity (service role, through the two functions below); a user can read their own
-- connection but can no longer write it or the flag directly.
revoke update (is_vipps_connected_to_profile) on public.users from authenticated;
revoke insert, update, delete on public.digital_id_connections from authenticated;

-- One profile per provider identity: a sign-in must find exactly one user for a verified e-mail.
create unique index digital_id_connections_provider_hash_key
  on public.digital_id_connections (provider, provider_email_hash);

-- digital_id_connect: writes (or replaces) the user's connection and sets the flag in one transaction.
-- provider_email_hash = sha256 hex of the lower-cased provider e-mail (the spec's "keyed by hashed email").
create function public.digital_id_connect(p_user_id uuid, p_provider_email text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_user public.users;
  v_email text := lower(btrim(coalesce(p_provider_email, '')));
begin
  if v_email !~ '^[^\s@]+@[^\s@]+$' then
    perform private.raise('22023', 'A verified provider e-mail is required', 'invalid_provider_email');
  end if;
  select * into v_user from public.users where id = p_user_id;
  if not found then
    perform private.raise('P0002', 'The user was not found', 'user_not_found');
  end if;
  insert into public.digital_id_connections
    (clinic_id, user_id, provider, user_email, provider_email, provider_email_hash, created_by, updated_by)
  values (v_user.clinic_id, v_user.id, 'VIPPS', v_user.email, v_email,
          encode(extensions.digest(v_email, 'sha256'), 'hex'), v_user.id, v_user.id)
  on conflict (user_id, provider) do update
    set clinic_id = excluded.clinic_id, user_email = excluded.user_email, provider_email = excluded.provider_email,
        provider_email_hash = excluded.provider_email_hash, updated_by = excluded.updated_by;
  update public.users set is_vipps_connected_to_profile = true where id = v_user.id;
end
$$;

-- digital_id_disconnect: removes the user's connection and clears the flag; returns whether one existed.
create function public.digital_id_disconnect(p_user_id uuid) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  v_removed integer;
begin
  if not exists (select 1 from public.users where id = p_user_id) then
    perform private.raise('P0002', 'The user was not found', 'user_not_found');
  end if;
  delete from public.digital_id_connections where user_id = p_user_id and provider = 'VIPPS';
  get diagnostics v_removed = row_count;
  update public.users set is_vipps_connected_to_profile = false where id = p_user_id;
  return v_removed > 0;
end
$$;

-- Only the edge function (service role) calls them: the identity must have been confirmed by the provider.
revoke execute on function public.digital_id_connect(uuid, text), public.digital_id_disconnect(uuid)
  from public, anon, authenticated;
grant execute on function public.digital_id_connect(uuid, text), public.digital_id_disconnect(uuid) to service_role;
