import { getDataClient, raise, notAllowed } from 'supabase-client';
import { isLiveSessionType, type LiveSessionType } from 'shared-ui';
import type { StepType } from './script.rules';

export interface Script {
  id: string;
  name: string;
  appointmentTypeId: string;
  disorderId: string | null;
  disorderName: string | null;
  liveSessionTypes: LiveSessionType[];
  order: number;
  createdBy: string | null;
}

// A type (not an interface) so it is assignable to the generated Json of the files column.
export type StepFile = {
  name: string;
  path: string;
  type: string;
  size: number;
};

/** A script step or ending (endings have a type from ENDING_TYPES and no name). */
export interface ScriptItem {
  id: string;
  scriptId: string;
  name: string | null;
  type: string;
  order: number;
  isEnding: boolean;
  formId: string | null;
  description: string | null;
  files: StepFile[];
  presentationIds: string[];
}

const SCRIPT_COLUMNS =
  'id, name, appointment_type_id, disorder_id, live_session_types, order, created_by, disorder:disorders!scripts_disorder_id_fkey(name)';

type ScriptRow = {
  id: string;
  name: string;
  appointment_type_id: string;
  disorder_id: string | null;
  live_session_types: string[];
  order: number;
  created_by: string | null;
  disorder: { name: string } | null;
};

const toScript = (row: ScriptRow): Script => ({
  id: row.id,
  name: row.name,
  appointmentTypeId: row.appointment_type_id,
  disorderId: row.disorder_id,
  disorderName: row.disorder?.name ?? null,
  liveSessionTypes: row.live_session_types.filter(isLiveSessionType),
  order: row.order,
  createdBy: row.created_by,
});

/** Scripts of an appointment type, by order (spec 001 §9). */
export async function fetchScripts(clinicId: string, appointmentTypeId: string): Promise<Script[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('scripts')
    .select(SCRIPT_COLUMNS)
    .eq('clinic_id', clinicId)
    .eq('appointment_type_id', appointmentTypeId)
    .order('order')
    .order('created_at');
  if (error) raise(error);
  return (data as unknown as ScriptRow[]).map(toScript);
}

export interface ScriptInput {
  name: string;
  disorderId: string | null;
  liveSessionTypes: LiveSessionType[];
}

export async function createScript(
  clinicId: string,
  appointmentTypeId: string,
  order: number,
  input: ScriptInput,
): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('scripts')
    .insert({
      clinic_id: clinicId,
      appointment_type_id: appointmentTypeId,
      name: input.name.trim(),
      disorder_id: input.disorderId,
      live_session_types: input.liveSessionTypes,
      order,
    })
    .select('id')
    .single();
  if (error) raise(error);
  return data.id;
}

export async function updateScript(id: string, input: ScriptInput): Promise<string> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('scripts')
    .update({
      name: input.name.trim(),
      disorder_id: input.disorderId,
      live_session_types: input.liveSessionTypes,
    })
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
  return id;
}

export async function deleteScript(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('scripts').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}

const ITEM_COLUMNS =
  'id, script_id, name, type, order, is_ending, form_id, description, files, presentation_ids';
type ItemRow = {
  id: string;
  script_id: string;
  name: string | null;
  type: string;
  order: number;
  is_ending: boolean;
  form_id: string | null;
  description: string | null;
  files: unknown;
  presentation_ids: string[];
};
const toItem = (row: ItemRow): ScriptItem => ({
  id: row.id,
  scriptId: row.script_id,
  name: row.name,
  type: row.type,
  order: row.order,
  isEnding: row.is_ending,
  formId: row.form_id,
  description: row.description,
  files: Array.isArray(row.files) ? (row.files as StepFile[]) : [],
  presentationIds: row.presentation_ids,
});

/** Steps and endings of a script, each by order. */
export async function fetchScriptItems(clinicId: string, scriptId: string): Promise<ScriptItem[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('script_steps')
    .select(ITEM_COLUMNS)
    .eq('clinic_id', clinicId)
    .eq('script_id', scriptId)
    .order('is_ending')
    .order('order');
  if (error) raise(error);
  return (data as ItemRow[]).map(toItem);
}

export interface StepInput {
  name: string;
  type: StepType;
  description: string;
  formId: string | null;
  files: StepFile[];
  presentationIds: string[];
}

const stepRow = (input: StepInput) => ({
  name: input.name.trim(),
  type: input.type,
  description: input.description,
  // Only the fields of the chosen type are kept (a CUSTOM step has no form, a QFORM step no files).
  form_id: input.type === 'QFORM' ? input.formId : null,
  files: input.type === 'CUSTOM' ? input.files : [],
  presentation_ids: input.type === 'PRESENTATION' ? input.presentationIds : [],
});

export async function createStep(
  clinicId: string,
  scriptId: string,
  order: number,
  input: StepInput,
): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase
    .from('script_steps')
    .insert({ clinic_id: clinicId, script_id: scriptId, order, is_ending: false, ...stepRow(input) });
  if (error) raise(error);
}

export async function updateStep(id: string, input: StepInput): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('script_steps')
    .update(stepRow(input))
    .eq('id', id)
    .select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}

export async function createEnding(
  clinicId: string,
  scriptId: string,
  order: number,
  type: string,
): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase
    .from('script_steps')
    .insert({ clinic_id: clinicId, script_id: scriptId, order, type, is_ending: true });
  if (error) raise(error);
}

export async function deleteScriptItem(id: string): Promise<void> {
  const supabase = await getDataClient();
  const { data, error } = await supabase.from('script_steps').delete().eq('id', id).select('id');
  if (error) raise(error);
  if (data.length === 0) throw notAllowed();
}

/** 'Save order': one RPC writes every item's new order in one transaction (creator only). */
export async function saveOrder(scriptId: string, orderedIds: string[]): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.rpc('reorder_script_steps', {
    p_script_id: scriptId,
    p_ordered_ids: orderedIds,
  });
  if (error) raise(error);
}

export interface FormOption {
  id: string;
  title: string;
}

export async function fetchForms(clinicId: string): Promise<FormOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('forms')
    .select('id, title')
    .eq('clinic_id', clinicId)
    .order('created_at', { ascending: false });
  if (error) raise(error);
  return data;
}

export interface PresentationOption {
  id: string;
  name: string;
}

export async function fetchPresentationOptions(clinicId: string): Promise<PresentationOption[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('presentations')
    .select('id, name')
    .eq('clinic_id', clinicId)
    .order('name');
  if (error) raise(error);
  return data;
}

const FILES_BUCKET = 'content-files';

/** A step's file goes to the clinic's folder of the private content-files bucket. */
export async function uploadStepFile(clinicId: string, file: File): Promise<StepFile> {
  const files = await (await getDataClient()).bucket(FILES_BUCKET);
  const safeName = file.name.replace(/[^\w.-]+/g, '_');
  const path = `${clinicId}/script-steps/${crypto.randomUUID()}-${safeName}`;
  const { error } = await files.upload(path, file, { contentType: file.type || 'application/octet-stream' });
  if (error) raise(error);
  return { name: file.name, path, type: file.type, size: file.size };
}

/** A short-lived link to open a step's file (the bucket is private). */
export async function fileUrl(path: string): Promise<string> {
  const files = await (await getDataClient()).bucket(FILES_BUCKET);
  const { data, error } = await files.createSignedUrl(path, 300);
  if (error) raise(error);
  return data.signedUrl;
}
