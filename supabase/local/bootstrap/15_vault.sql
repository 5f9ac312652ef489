-- A stand-in for hosted's Vault (the supabase_vault extension): the same schema, table, view and functions,
-- and the privileges hosted gives postgres (read and delete secrets, create and update them through the
-- functions). Secrets are stored encrypted with pgcrypto under a key only the superuser can read; hosted
-- encrypts with libsodium under a key outside the database. What a project sees through SQL is the same.
create schema if not exists vault;
create schema if not exists _supabase_local;
revoke all on schema _supabase_local from public;

create table if not exists _supabase_local.vault_key (
  id boolean primary key default true check (id),
  key bytea not null
);
insert into _supabase_local.vault_key (key) select extensions.gen_random_bytes(32)
where not exists (select 1 from _supabase_local.vault_key);

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;

create or replace function vault._local_encrypt(p_secret text) returns text
language sql volatile security definer set search_path = '' as $$
  select encode(extensions.pgp_sym_encrypt(p_secret, encode((select key from _supabase_local.vault_key), 'hex')), 'base64')
$$;
create or replace function vault._local_decrypt(p_secret text) returns text
language sql stable security definer set search_path = '' as $$
  select extensions.pgp_sym_decrypt(decode(p_secret, 'base64'), encode((select key from _supabase_local.vault_key), 'hex'))
$$;

create or replace view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, vault._local_decrypt(s.secret) as decrypted_secret, s.key_id, s.nonce,
  s.created_at, s.updated_at
from vault.secrets s;

create or replace function vault.create_secret(new_secret text, new_name text = null, new_description text = '',
  new_key_id uuid = null) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (vault._local_encrypt(new_secret), new_name, coalesce(new_description, ''))
  returning id into v_id;
  return v_id;
end
$$;

create or replace function vault.update_secret(secret_id uuid, new_secret text = null, new_name text = null,
  new_description text = null, new_key_id uuid = null) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update vault.secrets s
  set secret = case when new_secret is null then s.secret else vault._local_encrypt(new_secret) end,
      name = coalesce(new_name, s.name),
      description = coalesce(new_description, s.description),
      updated_at = now()
  where s.id = secret_id;
end
$$;

-- Hosted: postgres may read and delete secrets and use the functions; the API roles get nothing.
revoke all on schema vault from public;
revoke all on all tables in schema vault from public, anon, authenticated, service_role;
revoke all on all functions in schema vault from public, anon, authenticated, service_role;
grant usage on schema vault to postgres with grant option;
grant select, delete on vault.secrets, vault.decrypted_secrets to postgres with grant option;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres with grant option;
-- The view calls the decrypting function as its reader (as hosted's view calls pgsodium's).
grant execute on function vault._local_decrypt(text) to postgres;
