import { getDataClient, raise, notAllowed } from 'supabase-client';

export interface AppointmentType {
  id: string;
  name: string;
  duration: number;
  pause: number;
  price: number;
  currencyId: string | null;
  currencyCode: string;
  createdAt: string;
}

const COLUMNS = 'id, name, duration, pause, price, currency_id, currency_code, created_at';
type Row = {
  id: string;
  name: string;
  duration: number;
  pause: number;
  price: number;
  currency_id: string | null;
  currency_code: string;
  created_at: string;
};
const toType = (row: Row): AppointmentType => ({
  id: row.id,
  name: row.name,
  duration: row.duration,
  pause: row.pause,
  price: Number(row.price),
  currencyId: row.currency_id,
  currencyCode: row.currency_code,
  createdAt: row.created_at,
});

export async function fetchAppointmentTypes(clinicId: string): Promise<AppointmentType[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointment_types')
    .select(COLUMNS)
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map(toType);
}

export async function fetchDefaultAppointmentTypeId(clinicId: string): Promise<string | null> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('clinics')
    .select('default_appointment_type_id')
    .eq('id', clinicId)
    .maybeSingle();
  if (error) raise(error);
  return data?.default_appointment_type_id ?? null;
}

export interface AppointmentTypeInput {
  name: string;
  duration: number;
  pause: number;
  price: number;
  currencyId: string;
  currencyCode: string;
}

const toRow = (input: AppointmentTypeInput) => ({
  name: input.name.trim(),
  duration: input.duration,
  pause: input.pause,
  price: input.price,
  currency_id: input.currencyId,
  currency_code: input.currencyCode,
});

export async function createAppointmentType(clinicId: string, input: AppointmentTypeInput): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointment_types')
    .insert({ clinic_id: clinicId, ...toRow(input) })
    .select('id')
    .single();
  if (error) raise(error);
  return data.id;
}

/**
 * The editor's one Save: name and money settings in one update, so nothing typed on the page is lost (issue 24:
 * the name's Save left the page and dropped a changed price, currency, duration or pause). Bookings keep their
 * own snapshot of price and duration.
 */
export async function updateAppointmentType(id: string, input: AppointmentTypeInput): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointment_types')
    .update(toRow(input))
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
  return id;
}
