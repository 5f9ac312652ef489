import { getDataClient, raise, notAllowed } from 'supabase-client';

export interface JournalTemplate {
  id: string;
  name: string;
  content: string;
  scriptId: string | null;
  stepId: string | null;
  disorderId: string | null;
  evaluationStateId: string | null;
  evaluationStateLevels: number[];
  createdBy: string | null;
  createdAt: string;
}

const COLUMNS =
  'id, name, content, script_id, step_id, disorder_id, evaluation_state_id, evaluation_state_levels, created_by, created_at';
type Row = {
  id: string;
  name: string;
  content: string;
  script_id: string | null;
  step_id: string | null;
  disorder_id: string | null;
  evaluation_state_id: string | null;
  evaluation_state_levels: number[];
  created_by: string | null;
  created_at: string;
};
const toTemplate = (row: Row): JournalTemplate => ({
  id: row.id,
  name: row.name,
  content: row.content,
  scriptId: row.script_id,
  stepId: row.step_id,
  disorderId: row.disorder_id,
  evaluationStateId: row.evaluation_state_id,
  evaluationStateLevels: row.evaluation_state_levels,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** Templates of an appointment type, newest first. */
export async function fetchJournalTemplates(
  clinicId: string,
  appointmentTypeId: string,
): Promise<JournalTemplate[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('journal_templates')
    .select(COLUMNS)
    .eq('clinic_id', clinicId)
    .eq('appointment_type_id', appointmentTypeId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data.map(toTemplate);
}

export interface JournalTemplateInput {
  name: string;
  content: string;
  scriptId: string | null;
  stepId: string | null;
  disorderId: string | null;
  evaluationStateId: string | null;
  evaluationStateLevels: number[];
}

const toRow = (input: JournalTemplateInput) => ({
  name: input.name.trim(),
  content: input.content,
  script_id: input.scriptId,
  step_id: input.scriptId ? input.stepId : null,
  is_connected_to_step: Boolean(input.scriptId && input.stepId),
  disorder_id: input.disorderId,
  evaluation_state_id: input.evaluationStateId,
  evaluation_state_levels: input.evaluationStateId ? input.evaluationStateLevels : [],
});

export async function createJournalTemplate(
  clinicId: string,
  appointmentTypeId: string,
  input: JournalTemplateInput,
): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase
    .from('journal_templates')
    .insert({ clinic_id: clinicId, appointment_type_id: appointmentTypeId, ...toRow(input) });
  if (error) raise(error);
}

export async function updateJournalTemplate(id: string, input: JournalTemplateInput): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('journal_templates')
    .update(toRow(input))
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}

export async function deleteJournalTemplate(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('journal_templates').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}

/** A script or step offered by the editor's pickers. */
export interface PickerOption {
  id: string;
  name: string;
}

/** The editor's script picker: the appointment type's scripts, by order (as the Scripts tab lists them). */
export async function fetchScriptOptions(
  clinicId: string,
  appointmentTypeId: string,
): Promise<PickerOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('scripts')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .eq('appointment_type_id', appointmentTypeId)
    .order('order')
    .order('created_at');
  if (error) raise(error);
  return data.map((row) => ({ id: row.id, name: row.name }));
}

/** The editor's step picker: the script's steps (not its endings), by order. */
export async function fetchStepOptions(clinicId: string, scriptId: string): Promise<PickerOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('script_steps')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .eq('script_id', scriptId)
    .eq('is_ending', false)
    .order('order');
  if (error) raise(error);
  return data.map((row) => ({ id: row.id, name: row.name ?? '' }));
}
