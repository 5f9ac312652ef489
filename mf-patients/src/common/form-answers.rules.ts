/** One stored answer (spec 001 §3 form answer). File answers are a map of {uid, name}. */
export interface StoredAnswer {
  question?: string | null;
  questionType?: string | null;
  answer?: unknown;
  answerScore?: number | null;
  order?: number | null;
}

export interface FormAnswerRecord {
  id: string;
  formTitle: string | null;
  isQuiz: boolean;
  createdAt: string;
  answers: StoredAnswer[];
}

export type AnswerView =
  | { kind: 'text'; question: string | null; text: string | null }
  | { kind: 'files'; question: string | null; files: { uid: string; name: string }[] }
  | { kind: 'video'; question: string | null; value: string | null };

/** spec 001 §9: the summary shows the first 3 answers. */
export const SUMMARY_ANSWERS = 3;

export function sortedAnswers(answers: readonly StoredAnswer[]): StoredAnswer[] {
  return [...answers].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** What one answer shows: 'File upload' answers as files, 'Video answer' as a video, others as text. */
export function answerView(answer: StoredAnswer): AnswerView {
  const question = answer.question?.trim() ? answer.question : null;
  if (answer.questionType === 'File upload') {
    const map =
      answer.answer && typeof answer.answer === 'object' ? (answer.answer as Record<string, unknown>) : {};
    const files = Object.values(map)
      .filter((f): f is { uid: string; name: string } => Boolean(f && typeof f === 'object' && 'uid' in f))
      .map((f) => ({ uid: String(f.uid), name: String(f.name ?? f.uid) }));
    return { kind: 'files', question, files };
  }
  if (answer.questionType === 'Video answer') {
    return {
      kind: 'video',
      question,
      value: typeof answer.answer === 'string' && answer.answer ? answer.answer : null,
    };
  }
  const value = answer.answer;
  const text = Array.isArray(value)
    ? value.join(', ')
    : value === null || value === undefined
      ? ''
      : String(value);
  return { kind: 'text', question, text: text.trim() ? text : null };
}

/** Quiz score: the sum of the per-answer scores, a missing score counting 0 (spec 001 §9). */
export function quizScore(answers: readonly StoredAnswer[]): number {
  return answers.reduce((sum, answer) => sum + (Number(answer.answerScore) || 0), 0);
}
