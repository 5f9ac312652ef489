import type { FormAnswerRecord, StoredAnswer } from './form-answers.rules';

/** What the profile's form-answers tab and the pre-screening page select of form_answers, and its mapping. */
export const FORM_ANSWER_COLUMNS =
  'id, created_at, answers, form:forms!form_answers_form_id_fkey(title, is_quiz)';

export function toFormAnswerRecord(row: {
  id: string;
  created_at: string;
  answers: unknown;
  form: unknown;
}): FormAnswerRecord {
  const form = row.form as { title: string; is_quiz: boolean } | null;
  return {
    id: row.id,
    formTitle: form?.title ?? null,
    isQuiz: Boolean(form?.is_quiz),
    createdAt: row.created_at,
    answers: (row.answers as StoredAnswer[] | null) ?? [],
  };
}
