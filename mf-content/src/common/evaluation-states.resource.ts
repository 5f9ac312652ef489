import { getDataClient, raise, notAllowed } from 'supabase-client';
import type { EvaluationLevel } from './evaluation-levels';

export type { EvaluationLevel };

export interface EvaluationState {
  id: string;
  name: string;
  level: EvaluationLevel;
  createdBy: string | null;
  createdAt: string;
}

const COLUMNS = 'id, name, level, created_by, created_at';
type Row = { id: string; name: string; level: number; created_by: string | null; created_at: string };
const toState = (row: Row): EvaluationState => ({
  id: row.id,
  name: row.name,
  level: row.level as EvaluationLevel,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

export async function fetchEvaluationStates(clinicId: string): Promise<EvaluationState[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('evaluation_states')
    .select(COLUMNS)
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map(toState);
}

export interface EvaluationStateInput {
  name: string;
  level: EvaluationLevel;
}

export async function createEvaluationState(clinicId: string, input: EvaluationStateInput): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase
    .from('evaluation_states')
    .insert({ clinic_id: clinicId, name: input.name.trim(), level: input.level });
  if (error) raise(error);
}

export async function updateEvaluationState(id: string, input: EvaluationStateInput): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('evaluation_states')
    .update({ name: input.name.trim(), level: input.level })
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}

export async function deleteEvaluationState(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('evaluation_states').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}
