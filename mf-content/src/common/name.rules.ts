import { requiredText } from 'shared-ui/forms';

/**
 * Spec 001 §9: names of disorders, evaluation states (and the catalogue's other names) are at most 256 long, as the
 * database's CHECKs say (name.rules.test.ts compares them).
 */
export const NAME_MAX_LENGTH = 256;

/** The comparison the database's unique indexes make: lower(btrim(name)). */
export const normalizeName = (name: string): string => name.trim().toLowerCase();

export interface NamedItem {
  id: string;
  name: string | null;
}

/**
 * Names are unique within their scope, trimmed and case-insensitive; on edit the check applies only when the
 * name changed (spec §5). `editing` is the item being edited with the name it was loaded with.
 */
export function isNameTaken(
  name: string,
  others: readonly NamedItem[],
  editing?: { id: string; name: string },
): boolean {
  if (editing && editing.name.trim() === name.trim()) return false;
  const wanted = normalizeName(name);
  return others.some(
    (item) => item.id !== editing?.id && item.name !== null && normalizeName(item.name) === wanted,
  );
}

export type NameErrorKind = 'required' | 'blank' | 'tooLong' | 'duplicate';

/** The i18n key of a catalogue name's message: `<feature>.validation.name.<rule>` in mf-content's namespace. */
export const nameMessage = (feature: string, rule: NameErrorKind): string =>
  `${feature}.validation.name.${rule}`;

/**
 * A catalogue name as a schema field (the forms' one name rule): required, not blank, at most `max` characters,
 * and not taken in its scope unless unchanged on edit. `feature` names the messages (`nameMessage`).
 */
export function nameField(
  feature: string,
  others: readonly NamedItem[],
  editing?: { id: string; name: string },
  max: number = NAME_MAX_LENGTH,
) {
  const message = (rule: NameErrorKind) => nameMessage(feature, rule);
  return requiredText(
    { required: message('required'), blank: message('blank'), tooLong: message('tooLong') },
    max,
  ).refine((name) => !isNameTaken(name, others, editing), { message: message('duplicate') });
}
