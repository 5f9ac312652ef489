import { getDataClient, raise } from 'supabase-client';
import { LIVE_SESSION_TYPES, isLiveSessionType } from 'shared-ui';
import type {
  WorkingHoursData,
  WorkingHoursRow,
  WorkingHoursSave,
  WorkingWindow,
} from './working-hours.rules';

/**
 * What the editor and the opening rule need: the user's two flags, the working-hours row, the current ISO
 * week's slots (at most 3 types × 7 days × 32 slots = 672 rows, under the API's 1000-row cap) and, per live
 * session type, whether any slot exists in the 8-week window (HEAD counts, no rows transferred).
 */
export async function fetchWorkingHours(
  userId: string,
  clinicId: string,
  window: WorkingWindow,
): Promise<WorkingHoursData> {
  const supabase = await getDataClient();
  const slotsOfWindow = () =>
    supabase
      .from('weekly_working_hour_slots')
      .select('id', { count: 'exact', head: true })
      .eq('clinic_id', clinicId)
      .eq('therapist_user_id', userId)
      .gte('start_at', window.startsAt)
      .lt('start_at', window.endsAt);
  const [user, row, week, ...counts] = await Promise.all([
    supabase
      .from('users')
      .select('is_temporary_password_resolved, is_data_processing_agreement_agreed')
      .eq('id', userId)
      .single(),
    supabase
      .from('weekly_working_hours')
      .select('id, last_date_of_week, full_time, week_status, is_same_working_hours_for_live_session_types')
      .eq('clinic_id', clinicId)
      .eq('therapist_user_id', userId)
      .maybeSingle(),
    supabase
      .from('weekly_working_hour_slots')
      .select('live_session_type, start_at')
      .eq('clinic_id', clinicId)
      .eq('therapist_user_id', userId)
      .gte('start_at', window.startsAt)
      .lt('start_at', window.currentWeekEndsAt)
      .order('start_at'),
    ...LIVE_SESSION_TYPES.map((type) => slotsOfWindow().eq('live_session_type', type)),
  ]);
  for (const result of [user, row, week, ...counts]) if (result.error) raise(result.error);
  const r = row.data;
  const workingHours: WorkingHoursRow | null = r
    ? {
        id: r.id,
        lastDateOfWeek: r.last_date_of_week,
        fullTime: (r.full_time ?? {}) as WorkingHoursRow['fullTime'],
        weekStatus: (r.week_status ?? {}) as WorkingHoursRow['weekStatus'],
        isSameForAllTypes: r.is_same_working_hours_for_live_session_types,
      }
    : null;
  return {
    isTemporaryPasswordResolved: Boolean(user.data?.is_temporary_password_resolved),
    isDataProcessingAgreementAgreed: Boolean(user.data?.is_data_processing_agreement_agreed),
    row: workingHours,
    weekSlots: (week.data ?? []).flatMap((s) =>
      isLiveSessionType(s.live_session_type) ? [{ type: s.live_session_type, startAt: s.start_at }] : [],
    ),
    typesWithSlots: LIVE_SESSION_TYPES.filter((_, i) => (counts[i]?.count ?? 0) > 0),
  };
}

/** One transaction in the database: slots, week status, flags, last_date_of_week and the timeslots. */
export async function saveWorkingHours(save: WorkingHoursSave): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('save_working_hours', {
    p_live_session_types: save.liveSessionTypes,
    p_slots: save.slots,
    p_week_status: save.weekStatus,
    p_full_time: save.fullTime,
    p_is_same_for_all_types: save.sameForAllTypes,
  });
  if (error) raise(error);
}
