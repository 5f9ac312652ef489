-- Platform roles as hosted Supabase provides them (supabase/postgres: initial schema, demote-postgres,
-- alter_api_roles_for_inherit, supautils.conf). App migrations never create these. Applied by the cluster's
-- superuser, supabase_admin; the project's `postgres` role is NOT a superuser, as on hosted.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      execute format('create role %I nologin inherit', r);
    end if;
  end loop;
  if not exists (select 1 from pg_roles where rolname = 'postgres') then
    create role postgres login password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin login noinherit createrole password 'postgres';
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin login noinherit createrole password 'postgres';
  end if;
end
$$;

-- Hosted's demoted postgres: no superuser; may create databases and roles, bypasses RLS.
alter role postgres nosuperuser createdb createrole login replication bypassrls;
-- The API roles inherit (hosted since 2023); only service_role bypasses RLS.
alter role anon nologin inherit;
alter role authenticated nologin inherit;
alter role service_role nologin inherit bypassrls;
-- PostgREST's authenticator switches to the API roles; postgres may too. service_role is NOT a member of
-- anon or authenticated on hosted (an older local stack made it one).
grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
revoke anon, authenticated from service_role;
-- Storage switches to the caller's role through authenticator, as hosted's storage admin does.
grant authenticator to supabase_storage_admin;
alter role authenticator set statement_timeout = '8s';
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;

grant all on database postgres to postgres;
-- supautils' privileged_role_allowed_configs: settings postgres may set although they are superuser-only
-- (the server-wide ones of hosted's list; extension settings such as pgaudit.* are not loaded here).
grant set on parameter session_replication_role, log_lock_waits, log_min_messages, track_io_timing to postgres;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;
grant all on all routines in schema extensions to postgres;

alter database postgres set search_path = "$user", public, extensions;
set search_path = "$user", public, extensions;

-- The public schema is the project's: postgres creates, grants and revokes in it.
alter schema public owner to postgres;
-- Hosted defaults: the API roles get privileges on what postgres creates in public.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists graphql_public;
grant usage on schema graphql_public to anon, authenticated, service_role;

-- Hosted creates the Realtime publication owned by postgres, so app migrations may add their tables to it.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to postgres;

-- The CLI's migration history, written by the migrator as postgres (as `supabase db push` does).
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
alter schema supabase_migrations owner to postgres;
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;
