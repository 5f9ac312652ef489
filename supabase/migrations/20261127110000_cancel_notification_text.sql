-- The patient's notification from cancel_appointment names the appointment with the glossary's word, as every
-- Norwegian screen does ('Timen ble avlyst'); it said 'Avtalen ble avlyst'. The body is the function in force
-- (20261127100000 rewrote its error codes) with only that text swapped, so no other part of it is repeated here.
do $$
declare
  definition text := pg_get_functiondef('public.cancel_appointment(uuid)'::regprocedure);
begin
  if position('''Avtalen ble avlyst''' in definition) = 0 then
    raise exception 'cancel_appointment no longer carries the text this migration replaces';
  end if;
  execute replace(definition, '''Avtalen ble avlyst''', '''Timen ble avlyst''');
end
$$;

-- Notifications already stored say the same.
update public.notifications
set text = jsonb_set(text, '{NO}', to_jsonb('Timen ble avlyst'::text))
where type = 'APPOINTMENT_CANCELED' and text ->> 'NO' = 'Avtalen ble avlyst';
