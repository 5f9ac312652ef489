-- supautils' policy_grants (hosted's supautils.conf): postgres may create, alter and drop policies on these
-- tables although it does not own them. supautils does it inside the server; locally the migrator sends each
-- such top-level statement through this function (the only thing it may do), still as postgres' session.
create or replace function _supabase_local.policy_grant(p_sql text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  m text[];
  stmt text := regexp_replace(p_sql, ';\s*$', '');
begin
  if session_user <> 'postgres' then
    raise exception 'policy_grant is for postgres' using errcode = '42501';
  end if;
  m := regexp_match(stmt,
    '^\s*(create|alter|drop)\s+policy\s+(if\s+exists\s+)?("(?:[^"]|"")*"|[a-z_][a-z0-9_$]*)\s+on\s+([a-z_]+)\.([a-z_0-9]+)(\s|$)', 'i');
  if m is null or strpos(stmt, ';') > 0 then
    raise exception 'not a single policy statement: %', left(p_sql, 120) using errcode = '42501';
  end if;
  if lower(m[4] || '.' || m[5]) not in ('auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens',
      'auth.sessions', 'auth.users', 'realtime.messages', 'storage.buckets', 'storage.migrations', 'storage.objects',
      'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts') then
    raise exception 'must be owner of table %', m[5] using errcode = '42501';
  end if;
  execute stmt;
end
$$;
revoke all on function _supabase_local.policy_grant(text) from public;
grant usage on schema _supabase_local to postgres;
grant execute on function _supabase_local.policy_grant(text) to postgres;
