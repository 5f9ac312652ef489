import { z } from 'shared-ui/forms';
import { nameField, type NamedItem } from '../common/name.rules';

/** The disorder form (spec 002 §5): a name unique in the clinic, trimmed and case-insensitive. */
export const disorderSchema = (others: readonly NamedItem[], editing?: { id: string; name: string }) =>
  z.object({ name: nameField('disorders', others, editing) });
