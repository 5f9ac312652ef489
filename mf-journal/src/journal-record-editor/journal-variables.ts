import type { Locale } from 'date-fns';
import {
  formatMoney,
  TEMPLATE_VARIABLES,
  type Language,
  type TemplateVariable,
  formatClinic,
} from 'shared-ui';

/**
 * The variables' values as journal_template_variables() answers them: ISO dates, enum codes, null = no data;
 * PatientPackagePrice is the amount alone and PatientPackageCurrency its currency code.
 */
export type RawVariableValues = Partial<Record<TemplateVariable | 'PatientPackageCurrency', string | null>>;
/** Display values; a variable without data is absent. */
export type VariableValues = Partial<Record<TemplateVariable, string>>;

const DATE_TIME = new Set<TemplateVariable>(['NextAppointmentDate', 'LastAppointmentDate']);
const DATE_ONLY = new Set<TemplateVariable>(['PatientRegistrationDate']);
const LIVE_SESSION = new Set<TemplateVariable>([
  'NextAppointmentLiveSessionType',
  'LastAppointmentLiveSessionType',
]);

/**
 * Display values in the user's language: journal dates 'DD MMM YYYY' with 'HH:mm' when there is a time
 * (spec 001 §9), live-session types by their label, the package price as money in its currency (shared-ui's
 * formatMoney: '8 000,00 kr' / 'NOK 8,000.00'); empty strings count as missing. The language is the date
 * locale's unless given.
 */
export function formatVariableValues(
  raw: RawVariableValues,
  {
    locale,
    liveSessionLabel,
    language = locale.code?.startsWith('nb') ? 'no' : 'en',
  }: { locale: Locale; liveSessionLabel: (type: string) => string; language?: Language },
): VariableValues {
  const out: VariableValues = {};
  for (const name of TEMPLATE_VARIABLES) {
    const value = raw[name];
    if (value === null || value === undefined || String(value).trim() === '') continue;
    if (DATE_TIME.has(name)) out[name] = formatClinic(value, 'dd MMM yyyy, HH:mm', locale);
    else if (DATE_ONLY.has(name)) out[name] = formatClinic(value, 'dd MMM yyyy', locale);
    else if (LIVE_SESSION.has(name)) out[name] = liveSessionLabel(value);
    else if (name === 'PatientPackagePrice' && Number.isFinite(Number(value)))
      out[name] = formatMoney(value, raw.PatientPackageCurrency ?? '', language);
    else out[name] = String(value);
  }
  return out;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// Longest names first so no name is cut short by another that starts the same way.
const VARIABLE_PATTERN = new RegExp(
  `#(${[...TEMPLATE_VARIABLES].sort((a, b) => b.length - a.length).join('|')})(?![A-Za-z0-9_])`,
  'g',
);

/**
 * Replaces `#Name` in stored rich text (HTML) with its value, escaped. A variable without data is left as
 * written, so the therapist sees what could not be filled in instead of a silently missing word; the names
 * left are returned for the notice.
 */
export function resolveVariables(
  html: string,
  values: VariableValues,
): { html: string; unresolved: TemplateVariable[] } {
  const unresolved = new Set<TemplateVariable>();
  const resolved = html.replace(VARIABLE_PATTERN, (match, name: TemplateVariable) => {
    const value = values[name];
    if (value === undefined) {
      unresolved.add(name);
      return match;
    }
    return escapeHtml(value);
  });
  return { html: resolved, unresolved: [...unresolved] };
}
