import { useQuery } from '@tanstack/react-query';
import { getSupabase } from 'supabase-client';
import { useSession } from 'shared-ui';
import { useUnseenNotificationCount } from '../notifications/use-notifications';

const REFRESH_MS = 30_000;

/** Finished, priced appointments of mine that are not paid yet (the Payments screen's pending items). */
async function countPendingPayments(userId: string, clinicId: string): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('appointments')
    .select('id', { count: 'exact', head: true })
    .eq('clinic_id', clinicId)
    .eq('therapist_user_id', userId)
    .eq('status', 'FINISHED')
    .eq('is_paid', false)
    .eq('is_payment_item_deleted', false)
    .gt('appointment_type_price', 0);
  if (error) throw error;
  return count ?? 0;
}

/** My appointments that are not over and have a patient online (waiting) right now. */
async function countPatientsOnline(userId: string, clinicId: string): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from('appointments')
    .select('id', { count: 'exact', head: true })
    .eq('clinic_id', clinicId)
    .eq('therapist_user_id', userId)
    .in('status', ['NOT_STARTED', 'STARTED'])
    .neq('patients_online', '{}');
  if (error) throw error;
  return count ?? 0;
}

export interface MenuBadges {
  payments: number;
  waitingRoom: number;
  notifications: number;
}

export function useMenuBadges(): MenuBadges {
  const session = useSession();
  const userId = session?.userId;
  const clinicId = session?.clinicId;
  const enabled = Boolean(userId && clinicId);
  const payments = useQuery({
    queryKey: ['menu-badges', userId, 'pending-payments'],
    queryFn: () => countPendingPayments(userId!, clinicId!),
    enabled,
    refetchInterval: REFRESH_MS,
  });
  const online = useQuery({
    queryKey: ['menu-badges', userId, 'patients-online'],
    queryFn: () => countPatientsOnline(userId!, clinicId!),
    enabled,
    refetchInterval: REFRESH_MS,
  });
  const notifications = useUnseenNotificationCount();
  return {
    payments: payments.data ?? 0,
    waitingRoom: online.data ?? 0,
    notifications: notifications.data ?? 0,
  };
}

/** Spec 000 §9: badge maxima 9999, 999 when the menu is collapsed. */
export function badgeText(count: number, collapsed: boolean): string {
  const max = collapsed ? 999 : 9999;
  return count > max ? `${max}+` : String(count);
}
