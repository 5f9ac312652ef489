import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** spec 001 §3 invite form values, with the §9 defaults. */
export interface InviteFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  isPatientCanChooseNextAppointmentByHimself: boolean;
  appointmentTypeIdThatPatientWasInvitedTo: string | null;
  therapistId: string | null;
}

export const EMPTY_INVITE_FORM: InviteFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  isPatientCanChooseNextAppointmentByHimself: true,
  appointmentTypeIdThatPatientWasInvitedTo: null,
  therapistId: null,
};

/** The shared name length limit (spec 001 §9: 256 for profile names; the database checks the same). */
export const NAME_MAX_LENGTH = 256;

/** i18n keys (namespace mf-patients, under invite.errors) of the §5 messages. */
export type InviteError =
  | 'firstNameRequired'
  | 'firstNameBlank'
  | 'firstNameTooLong'
  | 'lastNameRequired'
  | 'lastNameBlank'
  | 'lastNameTooLong'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'therapistRequired';

export type InviteErrors = Partial<Record<keyof InviteFormValues, InviteError>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function nameError(value: string, which: 'first' | 'last'): InviteError | undefined {
  if (value === '') return which === 'first' ? 'firstNameRequired' : 'lastNameRequired';
  if (value.trim() === '') return which === 'first' ? 'firstNameBlank' : 'lastNameBlank';
  if (value.trim().length > NAME_MAX_LENGTH)
    return which === 'first' ? 'firstNameTooLong' : 'lastNameTooLong';
  return undefined;
}

/** The phone as stored (E.164), Norway the default country; null when it is not a valid number. */
export function normalisePhone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'NO');
  return parsed?.isValid() ? parsed.number : null;
}

/** Every §5 rule of the invite form; an empty object means the form may be sent. */
export function validateInvite(values: InviteFormValues): InviteErrors {
  const errors: InviteErrors = {};
  const first = nameError(values.firstName, 'first');
  if (first) errors.firstName = first;
  const last = nameError(values.lastName, 'last');
  if (last) errors.lastName = last;
  if (values.phone.trim() === '') errors.phone = 'phoneRequired';
  else if (!normalisePhone(values.phone)) errors.phone = 'phoneInvalid';
  if (values.email.trim() === '') errors.email = 'emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'emailInvalid';
  if (
    !values.isPatientCanChooseNextAppointmentByHimself &&
    values.appointmentTypeIdThatPatientWasInvitedTo &&
    !values.therapistId
  ) {
    errors.therapistId = 'therapistRequired';
  }
  return errors;
}

/** Checking "patient can choose next appointment by himself" clears type and therapist (spec 001 §5). */
export function setCanChooseHimself(values: InviteFormValues, checked: boolean): InviteFormValues {
  return checked
    ? {
        ...values,
        isPatientCanChooseNextAppointmentByHimself: true,
        appointmentTypeIdThatPatientWasInvitedTo: null,
        therapistId: null,
      }
    : { ...values, isPatientCanChooseNextAppointmentByHimself: false };
}

/** The e-mail is lowercased while typing (spec 001 §5). */
export const emailWhileTyping = (value: string): string => value.toLowerCase();

/** What the invite payload carries: names trimmed, e-mail lowercased, phone in E.164. */
export function inviteRequest(values: InviteFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: normalisePhone(values.phone) ?? values.phone.trim(),
    email: values.email.trim().toLowerCase(),
    isPatientCanChooseNextAppointmentByHimself: values.isPatientCanChooseNextAppointmentByHimself,
    appointmentTypeIdThatPatientWasInvitedTo: values.isPatientCanChooseNextAppointmentByHimself
      ? null
      : values.appointmentTypeIdThatPatientWasInvitedTo,
    therapistId: values.isPatientCanChooseNextAppointmentByHimself ? null : values.therapistId,
  };
}

/** The answer of get_patient_by_email (0 or 1 row). */
export interface EmailLookup {
  id: string | null;
  isClinicMember: boolean;
  isInvited: boolean;
}

export type InviteDecision =
  | { kind: 'NEW' }
  | { kind: 'INVITED_NOT_ACCEPTED' }
  | { kind: 'CLINIC_MEMBER'; patientUserId: string }
  | { kind: 'OTHER_CLINIC' };

/**
 * The invite flow (spec 001 §4): a new e-mail is invited; otherwise invited-but-not-accepted shows its
 * message, a clinic member is offered a new appointment, and anyone else is a patient of another clinic.
 */
export function inviteDecision(lookup: EmailLookup | null): InviteDecision {
  if (!lookup) return { kind: 'NEW' };
  if (lookup.isInvited) return { kind: 'INVITED_NOT_ACCEPTED' };
  if (lookup.isClinicMember && lookup.id) return { kind: 'CLINIC_MEMBER', patientUserId: lookup.id };
  return { kind: 'OTHER_CLINIC' };
}

/**
 * Why the invite-patient function refused (its hint), each said in the interface language: the English
 * texts are the function's (the spec's) messages word for word.
 * Their texts are `errors.<hint>` in i18n (shared-ui useErrorMessage); any other failure says the
 * action's own failure text.
 */
export const INVITE_REFUSALS = [
  'bad_invitation',
  'first_name_too_long',
  'last_name_too_long',
  'phone_required',
  'phone_invalid',
  'therapist_required',
  'therapist_not_found',
  'email_exists',
  'rate_limited',
] as const;
