import { getDataClient, raise } from 'supabase-client';

export interface MenuBadgeCounts {
  pendingPayments: number;
  patientsOnline: number;
  unseenNotifications: number;
}

/** The signed-in therapist's badge counts; the rules behind them live in SQL (public.get_menu_badges). */
export async function fetchMenuBadges(): Promise<MenuBadgeCounts> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('get_menu_badges').single();
  if (error) raise(error);
  return {
    pendingPayments: data.pending_payments,
    patientsOnline: data.patients_online,
    unseenNotifications: data.unseen_notifications,
  };
}
