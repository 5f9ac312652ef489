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
