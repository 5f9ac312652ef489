import en from '../i18n/en.json';
import no from '../i18n/no.json';
import {
  EMPTY_INVITE_FORM,
  INVITE_REFUSALS,
  emailWhileTyping,
  inviteDecision,
  inviteRequest,
  inviteSchema,
  setCanChooseHimself,
  type InviteFormValues,
} from './invite.rules';
import { schemaErrors } from 'shared-ui/forms';

const validateInvite = (values: InviteFormValues) => schemaErrors(inviteSchema, values, 'invite');

const valid: InviteFormValues = {
  ...EMPTY_INVITE_FORM,
  firstName: 'Kari',
  lastName: 'Nordmann',
  phone: '912 34 567',
  email: 'kari@example.com',
};

describe('invite form rules (spec 001 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateInvite(valid)).toEqual({});
  });

  it('names: required, not blank, at most 256', () => {
    expect(validateInvite({ ...valid, firstName: '', lastName: '  ' })).toEqual({
      firstName: 'required',
      lastName: 'blank',
    });
    expect(validateInvite({ ...valid, firstName: 'x'.repeat(257), lastName: 'y'.repeat(257) })).toEqual({
      firstName: 'tooLong',
      lastName: 'tooLong',
    });
  });

  it('phone required and a real number (Norway by default); e-mail required and valid', () => {
    expect(validateInvite({ ...valid, phone: '', email: '' })).toEqual({
      phone: 'required',
      email: 'required',
    });
    expect(validateInvite({ ...valid, phone: '12', email: 'kari@' })).toEqual({
      phone: 'invalid',
      email: 'invalid',
    });
  });

  it('an appointment type needs a therapist; checking "choose himself" clears both', () => {
    const unchecked = setCanChooseHimself(valid, false);
    const withType = { ...unchecked, appointmentTypeIdThatPatientWasInvitedTo: 't1' };
    expect(validateInvite(withType)).toEqual({ therapistId: 'required' });
    expect(validateInvite({ ...withType, therapistId: 'th1' })).toEqual({});
    const checked = setCanChooseHimself({ ...withType, therapistId: 'th1' }, true);
    expect(checked.appointmentTypeIdThatPatientWasInvitedTo).toBeNull();
    expect(checked.therapistId).toBeNull();
  });

  it('lowercases the e-mail while typing and normalises the request', () => {
    expect(emailWhileTyping('Kari@Example.COM')).toBe('kari@example.com');
    expect(inviteRequest({ ...valid, firstName: ' Kari ', email: ' KARI@example.com ' })).toEqual({
      firstName: 'Kari',
      lastName: 'Nordmann',
      phone: '+4791234567',
      email: 'kari@example.com',
      isPatientCanChooseNextAppointmentByHimself: true,
      appointmentTypeIdThatPatientWasInvitedTo: null,
      therapistId: null,
    });
  });
});

describe('the invite decision (spec 001 §4)', () => {
  it('new e-mail → invite; invited → message; clinic member → schedule; otherwise another clinic', () => {
    expect(inviteDecision(null)).toEqual({ kind: 'NEW' });
    expect(inviteDecision({ id: null, isClinicMember: false, isInvited: true })).toEqual({
      kind: 'INVITED_NOT_ACCEPTED',
    });
    expect(inviteDecision({ id: 'p1', isClinicMember: true, isInvited: true })).toEqual({
      kind: 'INVITED_NOT_ACCEPTED',
    });
    expect(inviteDecision({ id: 'p1', isClinicMember: true, isInvited: false })).toEqual({
      kind: 'CLINIC_MEMBER',
      patientUserId: 'p1',
    });
    expect(inviteDecision({ id: null, isClinicMember: false, isInvited: false })).toEqual({
      kind: 'OTHER_CLINIC',
    });
  });
});

describe('invite refusals', () => {
  it('every reason the invite function gives has its text in both languages (errors.<hint>)', () => {
    for (const hint of INVITE_REFUSALS) {
      expect(en.errors[hint]).toBeTruthy();
      expect(no.errors[hint]).toBeTruthy();
      expect(no.errors[hint]).not.toBe(en.errors[hint]);
    }
  });
});
