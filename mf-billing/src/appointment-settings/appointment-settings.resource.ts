import { ApiError, getDataClient, isRowId, raise, notAllowed } from 'supabase-client';

export interface AppointmentTypeMoney {
  id: string;
  name: string;
  price: number;
  currencyId: string | null;
  currencyCode: string;
  duration: number;
  pause: number;
}

const COLUMNS = 'id, name, price, currency_id, currency_code, duration, pause';

const toAppointmentTypeMoney = (r: {
  id: string;
  name: string;
  price: number;
  currency_id: string | null;
  currency_code: string;
  duration: number;
  pause: number;
}): AppointmentTypeMoney => ({
  id: r.id,
  name: r.name,
  price: Number(r.price),
  currencyId: r.currency_id,
  currencyCode: r.currency_code,
  duration: r.duration,
  pause: r.pause,
});

const notFound = () => new ApiError('Not found', 'appointment_type_not_found', 'P0002');

export async function listAppointmentTypes(clinicId: string): Promise<AppointmentTypeMoney[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointment_types')
    .select(COLUMNS)
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return (data ?? []).map(toAppointmentTypeMoney);
}

export async function getAppointmentType(id: string): Promise<AppointmentTypeMoney> {
  // a mistyped address is not found (PostgREST would answer 400 for a malformed id)
  if (!isRowId(id)) throw notFound();
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('appointment_types').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) raise(error);
  if (!data) throw notFound();
  return toAppointmentTypeMoney(data);
}

export interface MoneySettings {
  price: number;
  currencyId: string;
  currencyCode: string;
  duration: number;
  pause: number;
}

/** Only the money columns: the name, scripts and templates are mf-content's. Bookings keep their snapshot. */
export async function updateMoneySettings(id: string, s: MoneySettings): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('appointment_types')
    .update({
      price: s.price,
      currency_id: s.currencyId,
      currency_code: s.currencyCode,
      duration: s.duration,
      pause: s.pause,
    })
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  if (!data?.length) throw notAllowed();
}
