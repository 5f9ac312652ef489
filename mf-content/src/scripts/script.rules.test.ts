import en from '../i18n/en.json';
import {
  availableEndings,
  moveItem,
  nextOrder,
  scriptSchema,
  stepSchema,
  validateEnding,
  type ScriptValues,
} from './script.rules';
import { schemaErrors } from 'shared-ui/forms';

type Named = readonly { id: string; name: string }[];
const validateScript = (values: ScriptValues, sameType: Named, editing?: { id: string; name: string }) =>
  schemaErrors(scriptSchema(sameType, editing), values, 'scripts');
const validateStep = (
  values: { name: string; type: string; formId: string },
  sameScript: Named,
  editing?: { id: string; name: string },
) =>
  schemaErrors(stepSchema(sameScript, editing), { description: '', presentationIds: [], ...values }, 'steps');

describe('validateScript', () => {
  const sameType = [{ id: 's1', name: 'CBT session' }];
  it('needs a name and a live session type', () => {
    expect(validateScript({ name: '', disorderId: '', liveSessionTypes: [] }, sameType)).toEqual({
      name: 'required',
      liveSessionTypes: 'required',
    });
    expect(validateScript({ name: ' ', disorderId: '', liveSessionTypes: ['VIDEO'] }, sameType).name).toBe(
      'blank',
    );
    expect(
      validateScript({ name: 'x'.repeat(257), disorderId: '', liveSessionTypes: ['VIDEO'] }, sameType).name,
    ).toBe('tooLong');
  });
  it('refuses a name taken within the appointment type, unless unchanged on edit', () => {
    expect(
      validateScript({ name: ' cbt SESSION', disorderId: '', liveSessionTypes: ['PHONE'] }, sameType).name,
    ).toBe('duplicate');
    expect(
      validateScript({ name: 'CBT session', disorderId: '', liveSessionTypes: ['PHONE'] }, sameType, {
        id: 's1',
        name: 'CBT session',
      }),
    ).toEqual({});
  });
  it("uses the spec's texts", () => {
    expect(en.scripts.validation).toEqual({
      name: {
        required: 'Please enter script name!',
        blank: 'Script name should not be empty',
        tooLong: 'Your script name is too long',
        duplicate: 'Script with the same name already exists!',
      },
      liveSessionTypes: { required: 'Please choose live session type!' },
    });
  });
});

describe('validateStep', () => {
  const steps = [{ id: 'a', name: 'Check-in' }];
  it('needs a name, a type, and a form for QFORM', () => {
    expect(validateStep({ name: '', type: '', formId: '' }, steps)).toEqual({
      name: 'required',
      type: 'required',
    });
    expect(validateStep({ name: 'Form', type: 'QFORM', formId: '' }, steps)).toEqual({ formId: 'required' });
    expect(validateStep({ name: 'Form', type: 'QFORM', formId: 'f1' }, steps)).toEqual({});
    expect(validateStep({ name: 'Board', type: 'WHITEBOARD', formId: '' }, steps)).toEqual({});
  });
  it('refuses a step name taken in the script (trimmed, any case)', () => {
    expect(validateStep({ name: ' CHECK-IN ', type: 'CUSTOM', formId: '' }, steps).name).toBe('duplicate');
    expect(
      validateStep({ name: 'Check-in', type: 'CUSTOM', formId: '' }, steps, { id: 'a', name: 'Check-in' }),
    ).toEqual({});
  });
  it("uses the spec's texts", () => {
    expect(en.steps.validation).toMatchObject({
      name: {
        required: 'Please input step name!',
        blank: 'Please input step name!',
        duplicate: 'Script step with the same name already exists!',
      },
      type: { required: 'Please select step type!' },
      formId: { required: 'Please select form!' },
    });
  });
});

describe('endings', () => {
  it('offers only endings not yet in the script', () => {
    expect(availableEndings([{ type: 'PAGE' }, { type: 'NEXT_THERAPIST' }])).toEqual([
      'NEXT_APPOINTMENT',
      'TREATMENT_PACKAGE',
    ]);
    expect(availableEndings([])).toHaveLength(4);
  });
  it("asks for an ending with the spec's text", () => {
    expect(validateEnding('', [])).toBe('required');
    expect(validateEnding('PAGE', [{ type: 'PAGE' }])).toBe('required');
    expect(validateEnding('PAGE', [])).toBeUndefined();
    expect(en.endings.errors.required).toBe('Please select ending!');
  });
});

describe('order', () => {
  it('gives a new item the count of existing ones', () => {
    expect(nextOrder([])).toBe(0);
    expect(nextOrder(['a', 'b'])).toBe(2);
  });
  it('moves items up and down and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
