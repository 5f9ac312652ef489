import { getDataClient, raise } from 'supabase-client';
import { isLiveSessionType, type LiveSessionType } from './vocabulary';

/**
 * Reads of the clinic's catalogue that several remotes need, written once: the currencies (mf-billing's
 * settings, mf-content's appointment types) and the appointment types a booking offers with their scripts
 * (mf-calendar's form, mf-patients' invite panel). RLS scopes both to the caller's clinic.
 */

export interface Currency {
  id: string;
  code: string;
}

/** Currencies newest first (spec 002 §3). */
export async function fetchCurrencies(): Promise<Currency[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('currencies')
    .select('id, code')
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data ?? [];
}

export interface BookableScript {
  id: string;
  name: string;
  liveSessionTypes: LiveSessionType[];
  /** Steps of the session, endings not counted (spec 001 §5: a script without steps cannot be booked). */
  stepCount: number;
  endingCount: number;
}

export interface BookableAppointmentType {
  id: string;
  name: string;
  duration: number;
  pause: number;
  /** In the script's order, then by name. */
  scripts: BookableScript[];
}

/** The clinic's appointment types with their scripts, as a booking offers them. */
export async function fetchBookableAppointmentTypes(clinicId: string): Promise<BookableAppointmentType[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointment_types')
    .select(
      'id, name, duration, pause, scripts(id, name, live_session_types, order, script_steps(is_ending))',
    )
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return data.map((type) => ({
    id: type.id,
    name: type.name,
    duration: type.duration,
    pause: type.pause,
    scripts: [...type.scripts]
      .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
      .map((script) => ({
        id: script.id,
        name: script.name,
        liveSessionTypes: script.live_session_types.filter(isLiveSessionType),
        stepCount: script.script_steps.filter((step) => !step.is_ending).length,
        endingCount: script.script_steps.filter((step) => step.is_ending).length,
      })),
  }));
}
