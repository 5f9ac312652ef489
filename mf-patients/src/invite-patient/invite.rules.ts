import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { requiredText, z } from 'shared-ui/forms';

/** The shared name length limit (spec 001 §9: 256 for profile names; the database's users CHECK says the same). */
export const NAME_MAX_LENGTH = 256;

const message = (field: string, rule: string) => `invite.validation.${field}.${rule}`;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const name = (field: 'firstName' | 'lastName') =>
  requiredText(
    {
      required: message(field, 'required'),
      blank: message(field, 'blank'),
      tooLong: message(field, 'tooLong'),
    },
    NAME_MAX_LENGTH,
  );

/** The person's fields of the invite form and of its edit variant (spec 001 §5). */
export const personSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  phone: z.string().superRefine((phone, context) => {
    if (phone.trim() === '') context.addIssue({ code: 'custom', message: message('phone', 'required') });
    else if (!normalisePhone(phone))
      context.addIssue({ code: 'custom', message: message('phone', 'invalid') });
  }),
});

/**
 * Every §5 rule of the invite form: the person's fields, an e-mail (required, valid), and a therapist when an
 * appointment type is chosen (with "can choose himself" unchecked).
 */
export const inviteSchema = personSchema
  .extend({
    email: z.string().superRefine((email, context) => {
      if (email.trim() === '') context.addIssue({ code: 'custom', message: message('email', 'required') });
      else if (!EMAIL.test(email.trim()))
        context.addIssue({ code: 'custom', message: message('email', 'invalid') });
    }),
    isPatientCanChooseNextAppointmentByHimself: z.boolean(),
    appointmentTypeIdThatPatientWasInvitedTo: z.string().nullable(),
    therapistId: z.string().nullable(),
  })
  .superRefine((values, context) => {
    if (
      !values.isPatientCanChooseNextAppointmentByHimself &&
      values.appointmentTypeIdThatPatientWasInvitedTo &&
      !values.therapistId
    )
      context.addIssue({
        code: 'custom',
        path: ['therapistId'],
        message: message('therapistId', 'required'),
      });
  });

/** spec 001 §3 invite form values. */
export type InviteFormValues = z.input<typeof inviteSchema>;

/** The §9 defaults. */
export const EMPTY_INVITE_FORM: InviteFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  isPatientCanChooseNextAppointmentByHimself: true,
  appointmentTypeIdThatPatientWasInvitedTo: null,
  therapistId: null,
};

/** The phone as stored (E.164), Norway the default country; null when it is not a valid number. */
export function normalisePhone(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), 'NO');
  return parsed?.isValid() ? parsed.number : null;
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
