-- ---------------------------------------------------------------------------------------------------
-- Role notifications (issue 24): a notification addressed to a role (`receivers`, receiver_id null, e.g. the
-- clinic's 'The clinic is closed on 17 May' for THERAPIST) is read by every user of that role in its clinic
-- (policy notifications_read, unchanged), so its own `seen` column cannot say whether *this* user saw it.
-- Seen for a role notification is per user: a row in notification_seen. Users never write it directly
-- (no grant): mark_notifications_seen writes it after checking the notification is one the caller may read.
-- ---------------------------------------------------------------------------------------------------
create table public.notification_seen (
  notification_id uuid not null references public.notifications (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  clinic_id uuid not null references public.clinics (id) on delete cascade,
  seen_at timestamptz not null default now(),
  primary key (notification_id, user_id)
);
create index notification_seen_user_idx on public.notification_seen (user_id);
create index notification_seen_clinic_idx on public.notification_seen (clinic_id);

alter table public.notification_seen enable row level security;
revoke all on public.notification_seen from public, anon, authenticated;
grant select on public.notification_seen to authenticated;
grant all on public.notification_seen to service_role;
-- Only one's own: a colleague cannot learn who has read a clinic notice.
create policy notification_seen_read on public.notification_seen for select to authenticated
  using (user_id = (select auth.uid()) and clinic_id = (select private.clinic_id()));

-- ---------------------------------------------------------------------------------------------------
-- mark_notifications_seen: the given ids (or all) of the caller's notifications; returns how many were newly
-- marked. Own notifications (receiver_id = caller) as before; role notifications of the caller's clinic and
-- role get a notification_seen row for the caller only. Security definer because users cannot write
-- notification_seen; the checks are the read policy's: the caller's id, clinic and role from the JWT.
-- ---------------------------------------------------------------------------------------------------
create or replace function public.mark_notifications_seen(p_ids uuid[] default null) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid := auth.uid();
  v_clinic uuid := private.clinic_id();
  v_role text := private.app_role();
  v_own integer;
  v_role_count integer;
begin
  if v_uid is null then
    perform private.raise('42501', 'Sorry, you are not authorized to access this app', 'not_signed_in');
  end if;
  with u as (
    update public.notifications set seen = true
    where receiver_id = v_uid and not seen and (p_ids is null or id = any (p_ids))
    returning 1
  )
  select count(*)::integer into v_own from u;

  with i as (
    insert into public.notification_seen (notification_id, user_id, clinic_id)
    select n.id, v_uid, n.clinic_id
    from public.notifications n
    where n.receiver_id is null and v_clinic is not null and n.clinic_id = v_clinic
      and v_role is not null and v_role = any (n.receivers)
      and (p_ids is null or n.id = any (p_ids))
    on conflict (notification_id, user_id) do nothing
    returning 1
  )
  select count(*)::integer into v_role_count from i;

  return v_own + v_role_count;
end
$$;
revoke execute on function public.mark_notifications_seen(uuid[]) from public, anon;
grant execute on function public.mark_notifications_seen(uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- get_menu_badges: unseen_notifications now counts the role notifications the caller has not seen too
-- (pending_payments as 20261127070100: a session on an invoice is not pending).
-- Still security invoker: the caller's row-level security applies on top of the explicit filters.
-- ---------------------------------------------------------------------------------------------------
create or replace function public.get_menu_badges()
returns table (pending_payments integer, patients_online integer, unseen_notifications integer)
language sql stable security invoker set search_path = '' as $$
  select
    (select count(*)::integer from public.appointments a
      where a.clinic_id = (select private.clinic_id()) and a.therapist_user_id = (select auth.uid())
        and a.status = 'FINISHED' and not a.is_paid and not a.is_payment_item_deleted
        and a.appointment_type_price > 0 and not private.is_appointment_invoiced(a.id)),
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
