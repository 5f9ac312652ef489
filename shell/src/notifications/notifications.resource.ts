import { getDataClient, raise } from 'supabase-client';

export interface AppNotification {
  id: string;
  type: string;
  text: { EN: string; NO: string };
  seen: boolean;
  created_at: string;
  /** Spec 000 §4: seen automatically by a trigger (2 appointment start, 3 scripts, 5 in the header). */
  auto_seen_trigger_type: number | null;
  /** additional_data.patient: the patient the notification is about. */
  patientId: string | null;
}

/** notification_seen is embedded (RLS: only the caller's own rows), so a role notification knows if I saw it. */
const COLUMNS =
  'id, type, text, seen, created_at, auto_seen_trigger_type, additional_data, receiver_id, notification_seen(seen_at)';

/**
 * The therapist's notifications in this application, newest first: their own (receiver_id) and those addressed
 * to their role in their clinic (receiver_id null; RLS `notifications_read` admits only the caller's clinic and
 * role). A role notification is seen when the caller has a notification_seen row: seen is per user.
 */
export async function fetchNotifications(userId: string, limit: number): Promise<AppNotification[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('notifications')
    .select(COLUMNS)
    .or(`receiver_id.eq.${userId},receiver_id.is.null`)
    .eq('application', 'therapist')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) raise(error);
  return data.map(({ additional_data, text, receiver_id, notification_seen, seen, ...row }) => ({
    ...row,
    seen: receiver_id ? seen : ((notification_seen as unknown[] | null)?.length ?? 0) > 0,
    text: text as AppNotification['text'],
    patientId: ((additional_data as Record<string, unknown> | null)?.patient as string | undefined) ?? null,
  }));
}

/** Marks the given notifications (all of the user's when omitted) as seen; one RPC, one transaction. */
export async function markSeen(ids?: string[]): Promise<number> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.rpc('mark_notifications_seen', ids ? { p_ids: ids } : {});
  if (error) raise(error);
  return data;
}
