import { z } from 'shared-ui/forms';
import { EVALUATION_LEVELS, type EvaluationLevel } from '../common/evaluation-levels';
import { nameField, type NamedItem } from '../common/name.rules';

/** The evaluation state form (spec 002 §5): a name unique in the clinic, and one of the levels. */
export const evaluationStateSchema = (others: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({
    name: nameField('evaluationStates', others, editing),
    level: z.custom<EvaluationLevel>((level) => EVALUATION_LEVELS.includes(level as EvaluationLevel)),
  });
