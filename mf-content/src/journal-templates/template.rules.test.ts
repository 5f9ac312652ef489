import en from '../i18n/en.json';
import {
  changeEvaluationState,
  changeScript,
  isStepPickerEnabled,
  TEMPLATE_CONTENT_MAX_LENGTH,
  templateSchema,
  toggleLevel,
  type TemplateValues,
} from './template.rules';
import { schemaErrors } from 'shared-ui/forms';

const validateTemplate = (
  values: TemplateValues,
  sameType: readonly { id: string; name: string }[],
  editing?: { id: string; name: string },
) => schemaErrors(templateSchema(sameType, editing), values, 'templates');

const values: TemplateValues = {
  name: 'Session note',
  content: '<p>#PatientFullName</p>',
  scriptId: 's1',
  stepId: 'step1',
  disorderId: '',
  evaluationStateId: 'e1',
  evaluationStateLevels: [2],
};

describe('templateSchema', () => {
  const others = [{ id: 't1', name: 'Sleep follow-up' }];
  it('checks the name like every catalogue name, unique per appointment type', () => {
    expect(validateTemplate({ ...values, name: '' }, others).name).toBe('required');
    expect(validateTemplate({ ...values, name: '  ' }, others).name).toBe('blank');
    expect(validateTemplate({ ...values, name: 'x'.repeat(257) }, others).name).toBe('tooLong');
    expect(validateTemplate({ ...values, name: ' SLEEP follow-up' }, others).name).toBe('duplicate');
    expect(
      validateTemplate({ ...values, name: 'Sleep follow-up' }, others, { id: 't1', name: 'Sleep follow-up' }),
    ).toEqual({});
  });
  it('limits the content', () => {
    expect(
      validateTemplate({ ...values, content: 'x'.repeat(TEMPLATE_CONTENT_MAX_LENGTH + 1) }, []).content,
    ).toBe('tooLong');
    expect(validateTemplate(values, [])).toEqual({});
  });
  it("uses the spec's texts", () => {
    expect(en.templates.validation).toEqual({
      name: {
        required: 'Please enter template name!',
        blank: 'Template name should not be empty',
        tooLong: 'Your template name is too long',
        duplicate: 'Journal template with the same name already exists!',
      },
      content: { tooLong: 'Your Description  is too long' },
    });
  });
});

describe('script and step', () => {
  it('clears the step when the script changes, keeps it otherwise', () => {
    expect(changeScript(values, 's2')).toMatchObject({ scriptId: 's2', stepId: '' });
    expect(changeScript(values, 's1')).toBe(values);
  });
  it('enables the step picker only once a script is chosen', () => {
    expect(isStepPickerEnabled(values)).toBe(true);
    expect(isStepPickerEnabled({ ...values, scriptId: '' })).toBe(false);
  });
});

describe('evaluation state levels', () => {
  it('clears the levels with the state', () => {
    expect(changeEvaluationState(values, '').evaluationStateLevels).toEqual([]);
    expect(changeEvaluationState(values, 'e2').evaluationStateLevels).toEqual([2]);
  });
  it('toggles levels, sorted and without duplicates', () => {
    expect(toggleLevel([3], 1, true)).toEqual([1, 3]);
    expect(toggleLevel([1, 3], 1, true)).toEqual([1, 3]);
    expect(toggleLevel([1, 3], 3, false)).toEqual([1]);
  });
});
