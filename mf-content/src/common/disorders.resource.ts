import { getDataClient, raise, notAllowed } from 'supabase-client';

export interface Disorder {
  id: string;
  name: string;
  createdBy: string | null;
  createdAt: string;
}

const toDisorder = (row: {
  id: string;
  name: string;
  created_by: string | null;
  created_at: string;
}): Disorder => ({
  id: row.id,
  name: row.name,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** The clinic's disorders, newest first (lists sort by creation time, spec 002 §3). */
export async function fetchDisorders(clinicId: string): Promise<Disorder[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('disorders')
    .select('id, name, created_by, created_at')
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map(toDisorder);
}

/** Names are stored trimmed; the unique index refuses a taken name (23505, isDuplicate). */
export async function createDisorder(clinicId: string, name: string): Promise<Disorder> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('disorders')
    .insert({ clinic_id: clinicId, name: name.trim() })
    .select('id, name, created_by, created_at')
    .single();
  if (error) raise(error);
  return toDisorder(data);
}

export async function updateDisorder(id: string, name: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('disorders')
    .update({ name: name.trim() })
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  // RLS lets only the creator change it: zero rows means not allowed (or gone).
  if (data.length === 0) throw notAllowed();
}

export async function deleteDisorder(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('disorders').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}
