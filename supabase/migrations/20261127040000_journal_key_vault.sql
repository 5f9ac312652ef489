-- The journal encryption key comes from Vault only, hosted's place for secrets: a Vault secret named
-- journal_encryption_key (supabase/README.md, deploy step "Vault key"; the local stack creates it at start).
-- The server setting app.journal_encryption_key is no longer read: postgres may not set it on hosted, so a
-- key there would only ever exist locally. Security definer as postgres, which may read
-- vault.decrypted_secrets on hosted; no API role may execute it (revoked in 20261122040300).
create or replace function private.journal_key() returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  k text;
begin
  select s.decrypted_secret into k from vault.decrypted_secrets s where s.name = 'journal_encryption_key' limit 1;
  if k is null or length(k) < 16 then
    raise exception using errcode = '55000', message = 'Something went wrong, try again later.',
      hint = 'journal_key_missing', detail = 'The journal encryption key is not configured';
  end if;
  return k;
end
$$;
