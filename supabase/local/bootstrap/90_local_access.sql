-- What the local stand-ins need from a postgres session (postgres is not a superuser). The publication's
-- event trigger (30_realtime.sql) runs as whoever alters supabase_realtime — postgres, in app migrations —
-- and calls into _realtime; hosted's Realtime reads the WAL instead and needs nothing from postgres.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = '_realtime') then
    grant usage on schema _realtime to postgres;
  end if;
end
$$;
