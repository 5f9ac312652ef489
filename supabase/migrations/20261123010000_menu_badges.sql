-- ---------------------------------------------------------------------------------------------------
-- get_menu_badges: the side menu's counts (spec 000 §2.3) for the signed-in therapist, so each rule lives
-- once, here, and not in the shell:
--   pending_payments      my finished, priced appointments not paid and not removed from Payments
--                         (what the Payments screen lists as NOTSENT / UNPAID);
--   patients_online       my appointments not over with a patient online (the waiting room);
--   unseen_notifications  my unseen notifications in the therapist application.
-- Security invoker: the caller's row-level security applies on top of the explicit filters, so the function
-- can never count a row its caller could not read. The shell keeps it live with Realtime on appointments
-- and notifications (both already in the supabase_realtime publication).
-- ---------------------------------------------------------------------------------------------------
create function public.get_menu_badges()
returns table (pending_payments integer, patients_online integer, unseen_notifications integer)
language sql stable security invoker set search_path = '' as $$
  select
    (select count(*)::integer from public.appointments a
      where a.clinic_id = (select private.clinic_id()) and a.therapist_user_id = (select auth.uid())
        and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
        and a.appointment_type_price > 0),
    (select count(*)::integer from public.appointments a
      where a.clinic_id = (select private.clinic_id()) and a.therapist_user_id = (select auth.uid())
        and a.status in ('NOT_STARTED', 'STARTED') and a.patients_online <> '{}'::jsonb),
    (select count(*)::integer from public.notifications n
      where n.receiver_id = (select auth.uid()) and n.application = 'therapist' and not n.seen)
$$;

revoke execute on function public.get_menu_badges() from public, anon;
grant execute on function public.get_menu_badges() to authenticated;
