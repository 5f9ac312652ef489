import { getDataClient, raise } from 'supabase-client';

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
