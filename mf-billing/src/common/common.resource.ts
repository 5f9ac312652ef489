import { getDataClient, raise } from 'supabase-client';

export interface Currency {
  id: string;
  code: string;
}

/** Spec 002 §3: currencies newest first. */
export async function listCurrencies(): Promise<Currency[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('currencies')
    .select('id, code')
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data ?? [];
}

/** Spec 002 §2: invoice routes exist only when the clinic has isInvoiceEnable. */
export async function isInvoiceEnabled(clinicId: string): Promise<boolean> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('clinics')
    .select('is_invoice_enable')
    .eq('id', clinicId)
    .maybeSingle();
  if (error) raise(error);
  return Boolean(data?.is_invoice_enable);
}
