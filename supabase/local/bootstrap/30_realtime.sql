-- Realtime: the publication hosted Supabase provides, and change capture for the local realtime service.
-- Tables join with `alter publication supabase_realtime add table …` in app migrations, as on hosted; an
-- event trigger then puts a capture trigger on them, which queues each committed row change and notifies.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create schema if not exists _realtime;
create table if not exists _realtime.changes (
  id bigserial primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);

create or replace function _realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  insert into _realtime.changes (payload)
  values (jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'record', case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end,
    'old_record', case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end,
    'commit_timestamp', now()
  ))
  returning id into change_id;
  perform pg_notify('_realtime', change_id::text);
  return null;
end
$$;

create or replace function _realtime.sync_triggers() returns void
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  for r in
    select pt.schemaname, pt.tablename from pg_catalog.pg_publication_tables pt
     where pt.pubname = 'supabase_realtime'
       and not exists (
         select 1 from pg_catalog.pg_trigger t
           join pg_catalog.pg_class c on c.oid = t.tgrelid
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where t.tgname = '_realtime_capture' and n.nspname = pt.schemaname and c.relname = pt.tablename)
  loop
    execute format(
      'create trigger _realtime_capture after insert or update or delete on %I.%I for each row execute function _realtime.capture()',
      r.schemaname, r.tablename);
  end loop;
  for r in
    select n.nspname, c.relname from pg_catalog.pg_trigger t
      join pg_catalog.pg_class c on c.oid = t.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where t.tgname = '_realtime_capture'
       and not exists (
         select 1 from pg_catalog.pg_publication_tables pt
          where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname)
  loop
    execute format('drop trigger _realtime_capture on %I.%I', r.nspname, r.relname);
  end loop;
end
$$;

create or replace function _realtime.on_publication_change() returns event_trigger
language plpgsql as $$
begin
  perform _realtime.sync_triggers();
end
$$;

drop event trigger if exists _realtime_publication_change;
create event trigger _realtime_publication_change on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION')
  execute function _realtime.on_publication_change();

select _realtime.sync_triggers();

-- ---------------------------------------------------------------------------------------------------
-- Realtime Authorization, as hosted Realtime's own migrations create it (supabase/realtime,
-- lib/realtime/tenants/repo/migrations): `realtime.messages` with RLS, `realtime.topic()`, `realtime.send()`
-- and `realtime.broadcast_changes()`. App migrations write the policies on realtime.messages that decide who may
-- join (SELECT: receive broadcast / presence) and send (INSERT) on a private channel's topic. Hosted partitions
-- the table by day and drops old partitions; locally it is one table, trimmed by the realtime service.
-- ---------------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
-- Hosted's supautils lets `postgres` write policies on realtime.messages (policy_grants); membership in the
-- owning role is the local stand-in, so app migrations can `create policy … on realtime.messages`.
grant supabase_realtime_admin to postgres;

-- The topic of the channel being authorised (set by Realtime before it evaluates the policies).
create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

-- Broadcast from the database: inserts into realtime.messages (the caller's RLS applies, as on hosted: it is not
-- a definer function); the realtime service delivers every committed broadcast row to the topic's subscribers.
-- Errors become a warning, never the caller's failure.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

create or replace function realtime.broadcast_changes(topic_name text, event_name text, operation text,
  table_name text, table_schema text, new record, old record, level text default 'ROW')
returns void
language plpgsql as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name,
      'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end
$$;

alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;
grant execute on all functions in schema realtime to postgres, anon, authenticated, service_role;

-- A committed broadcast row (realtime.send, or an insert a policy allowed) is queued for the service, as
-- hosted's replication of realtime.messages does. The authorisation checks insert rows too, but they roll back,
-- and so does their queue entry and notification.
create or replace function _realtime.capture_message() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change_id bigint;
begin
  if new.extension <> 'broadcast' then
    return null;
  end if;
  insert into _realtime.changes (payload)
  values (jsonb_build_object('kind', 'broadcast', 'id', new.id, 'topic', new.topic, 'event', new.event,
    'payload', new.payload, 'private', coalesce(new.private, false)))
  returning id into change_id;
  perform pg_notify('_realtime', change_id::text);
  return null;
end
$$;

drop trigger if exists _realtime_capture_message on realtime.messages;
create trigger _realtime_capture_message after insert on realtime.messages
  for each row execute function _realtime.capture_message();
