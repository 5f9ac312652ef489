-- list_payment_items, faster at the large seed's scale (~3 000 open items for one therapist): the page is
-- taken from the partial index in order (start_at desc; one therapist's appointments never share a start)
-- and only its rows get the patient and the latest request joined; the total is a separate count on the
-- same index. Same signature and result as 20261123400000.
create or replace function public.list_payment_items(p_category text, p_limit integer default 50, p_offset integer default 0)
returns table (appointment_id uuid, patient_user_id uuid, first_name text, last_name text, avatar_url text,
               custom_identifier text, title text, start_at timestamptz, price numeric, currency_code text,
               is_sent boolean, is_free boolean, last_status text, last_error_code text, last_error_message text,
               total_count bigint)
language plpgsql stable security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  v_sent boolean := p_category = 'UNPAID';
  v_total bigint;
begin
  perform private.require_staff();
  if p_category is null or p_category not in ('NOTSENT', 'UNPAID') then
    perform private.raise('22023', 'Something went wrong', 'bad_category');
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_offset is null or p_offset < 0 then
    perform private.raise('22023', 'Something went wrong', 'bad_page');
  end if;
  select count(*) into v_total from public.appointments a
  where a.clinic_id = v_clinic and a.therapist_user_id = v_uid and a.is_sent = v_sent
    and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted;
  return query
  with page as (
    select a.* from public.appointments a
    where a.clinic_id = v_clinic and a.therapist_user_id = v_uid and a.is_sent = v_sent
      and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
    order by a.start_at desc
    limit p_limit offset p_offset
  )
  select pg.id, pg.patient_user_id, u.first_name, u.last_name, u.avatar_url, u.custom_identifier, pg.title,
         coalesce((pg.updated_payment_info ->> 'date')::timestamptz, pg.start_at),
         coalesce((pg.updated_payment_info ->> 'price')::numeric, pg.appointment_type_price),
         coalesce(pg.updated_payment_info ->> 'currencyCode', pg.appointment_type_currency_code),
         pg.is_sent, coalesce((pg.updated_payment_info ->> 'price')::numeric, pg.appointment_type_price) = 0,
         p.status, p.error_code, p.error_message, v_total
  from page pg
  join public.users u on u.id = pg.patient_user_id
  left join lateral (
    select py.status, py.error_code, py.error_message from public.payments py
    where py.clinic_id = v_clinic and py.appointment_id = pg.id
    order by py.created_at desc limit 1
  ) p on true
  order by pg.start_at desc;
end
$$;
