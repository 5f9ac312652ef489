/**
 * The 17 template variables of spec 001 §9. In rich text a variable is written with `#` before its name
 * (`#PatientFullName`) and replaced by its value when the text is used (a journal record is made from a
 * template, for example). The order is the order the autocomplete offers them in.
 */
export const TEMPLATE_VARIABLES = [
  'NextAppointmentDate',
  'NextAppointmentName',
  'NextAppointmentLiveSessionType',
  'LastAppointmentDate',
  'LastAppointmentName',
  'LastAppointmentLiveSessionType',
  'ClinicName',
  'TherapistFullName',
  'TherapistPhone',
  'TherapistEmail',
  'PatientPackageName',
  'PatientPackagePrice',
  'PatientDisorderName',
  'PatientRegistrationDate',
  'PatientFullName',
  'PatientFirstName',
  'PatientLastName',
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

/**
 * Variables that start with the typed query (case-insensitive), then those that merely contain it, so
 * `#pat` offers PatientFullName before TherapistPhone would be wrongly preferred.
 */
export function matchVariables(query: string, variables: readonly string[] = TEMPLATE_VARIABLES): string[] {
  const q = query.toLowerCase();
  const starts = variables.filter((v) => v.toLowerCase().startsWith(q));
  const contains = variables.filter((v) => !v.toLowerCase().startsWith(q) && v.toLowerCase().includes(q));
  return [...starts, ...contains];
}

/**
 * The `#query` being typed just before the caret in one line of text, or null. A `#` counts only at the
 * start of the text or after a non-word character (so `abc#x` or an URL fragment does not open the list).
 */
export function variableQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\w#])#(\w*)$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}
