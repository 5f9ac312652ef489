import { getDataClient, raise } from 'supabase-client';

/** The patient thread of the chat widget (table messages; RLS: the patient and staff who may see them). */

export interface ChatMessage {
  id: string;
  senderId: string | null;
  text: string;
  createdAt: string;
}

/** The newest 200 messages, oldest first. */
export async function fetchMessages(clinicId: string, patientUserId: string): Promise<ChatMessage[]> {
  const supabase = await getDataClient();
  const { data, error } = await supabase
    .from('messages')
    .select('id, sender_id, text, created_at')
    .eq('clinic_id', clinicId)
    .eq('patient_user_id', patientUserId)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) raise(error);
  return data
    .map((row) => ({ id: row.id, senderId: row.sender_id, text: row.text, createdAt: row.created_at }))
    .reverse();
}

export async function sendMessage(input: {
  clinicId: string;
  patientUserId: string;
  senderId: string;
  text: string;
}): Promise<void> {
  const supabase = await getDataClient();
  const { error } = await supabase.from('messages').insert({
    clinic_id: input.clinicId,
    patient_user_id: input.patientUserId,
    sender_id: input.senderId,
    text: input.text,
  });
  if (error) raise(error);
}
