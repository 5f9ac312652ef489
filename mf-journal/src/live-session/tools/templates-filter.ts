import type { JournalTemplateOption } from '../../common/live-session-catalogue.resource';

export interface TemplateContext {
  stepId: string | null;
  disorderId: string | null;
  /** The patient's evaluation states: id → chosen level (1–3). */
  evaluationLevels: Record<string, number>;
}

/**
 * The journal templates for the live session's side panel (spec 002 §2): those of the appointment's type
 * (the query) whose step, disorder and evaluation state with level match; a template that names none of
 * them applies to every session of the type.
 */
export function filterTemplates(
  templates: JournalTemplateOption[],
  c: TemplateContext,
): JournalTemplateOption[] {
  return templates.filter((t) => {
    if (t.stepId && t.stepId !== c.stepId) return false;
    if (t.disorderId && t.disorderId !== c.disorderId) return false;
    if (t.evaluationStateId) {
      const level = c.evaluationLevels[t.evaluationStateId];
      if (level === undefined) return false;
      if (t.evaluationStateLevels.length > 0 && !t.evaluationStateLevels.includes(level)) return false;
    }
    return true;
  });
}

/** What the panel's automatic opening watches: it opens when any of these changes. */
export const filterKey = (c: TemplateContext) =>
  JSON.stringify([c.stepId, c.disorderId, Object.entries(c.evaluationLevels).sort()]);
