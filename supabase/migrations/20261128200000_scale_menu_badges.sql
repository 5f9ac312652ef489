-- get_menu_badges at platform scale (issue 33, docs/SCALE.md): as security invoker it called the security
-- definer helper private.is_appointment_invoiced once per unpaid appointment (a definer function is never
-- inlined): 2 970 statements for a therapist of the large clinic, 35 ms median, on every page load. Now it is a
-- security definer function that reads only the caller's own rows, with the same rules written out: their own
-- appointments in their clinic (a subset of what appointments_read admits), notifications addressed to them
-- or to their role in their clinic (exactly notifications_read), and the invoiced test as one anti-join on
-- private.invoice_appointments. A partial index serves the pending count from the index alone.
create index appointments_pending_payment_idx on public.appointments (clinic_id, therapist_user_id)
  where status = 'FINISHED' and not is_paid and not is_payment_item_deleted and appointment_type_price > 0;

create or replace function public.get_menu_badges()
returns table (pending_payments integer, patients_online integer, unseen_notifications integer)
language sql stable security definer set search_path = '' as $$
  select
    (select count(*)::integer from public.appointments a
      where a.clinic_id = (select private.clinic_id()) and a.therapist_user_id = (select auth.uid())
        and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
        and a.appointment_type_price > 0
        and not exists (select 1 from private.invoice_appointments ia
                        where ia.appointment_id = a.id and ia.clinic_id = a.clinic_id)),
    (select count(*)::integer from public.appointments a
      where a.clinic_id = (select private.clinic_id()) and a.therapist_user_id = (select auth.uid())
        and a.status in ('NOT_STARTED', 'STARTED') and a.patients_online <> '{}'::jsonb),
    (select count(*)::integer from public.notifications n
      where n.application = 'therapist'
        and ((n.receiver_id = (select auth.uid()) and not n.seen)
          or (n.receiver_id is null and n.clinic_id = (select private.clinic_id())
              and (select private.app_role()) = any (n.receivers)
              and not exists (select 1 from public.notification_seen s
                              where s.notification_id = n.id and s.user_id = (select auth.uid())))))
$$;
revoke execute on function public.get_menu_badges() from public, anon;
grant execute on function public.get_menu_badges() to authenticated;
