import { getDataClient, raise } from 'supabase-client';

export interface VideoScript {
  id: string;
  name: string;
  description: string | null;
  createdBy: string | null;
  createdAt: string;
}

/** The clinic's video scripts, newest first (spec 002 §3: lists sort by creation time, newest first). */
export async function fetchVideoScripts(clinicId: string): Promise<VideoScript[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('video_scripts')
    .select('id, name, description, created_by, created_at')
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    createdBy: row.created_by,
    createdAt: row.created_at,
  }));
}

export interface VideoScriptInput {
  id?: string | undefined;
  name: string;
  description: string;
}

/** Create or edit (creator only, by row-level security); the name is stored trimmed. */
export async function saveVideoScript(clinicId: string, input: VideoScriptInput): Promise<void> {
  const supabase = await getDataClient();
  const values = { name: input.name.trim(), description: input.description.trim() || null };
  const { error } = input.id
    ? await supabase.from('video_scripts').update(values).eq('id', input.id).select('id').single()
    : await supabase.from('video_scripts').insert({ ...values, clinic_id: clinicId });
  if (error) raise(error);
}

export async function removeVideoScript(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.from('video_scripts').delete().eq('id', id).select('id').single();
  if (error) raise(error);
}
