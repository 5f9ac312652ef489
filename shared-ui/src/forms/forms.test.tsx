import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { TextField } from '../components/text-field';
import {
  fieldErrorText,
  requiredAmount,
  requiredChoice,
  requiredText,
  schemaErrors,
  useSchemaForm,
  wholeMinutes,
  z,
} from '.';

const TEXTS: Record<string, string> = {
  'name.required': 'Name is required',
  'name.blank': 'Name cannot be only spaces',
  'name.tooLong': 'Name is too long',
  'kind.required': 'Please select a kind',
};
const translate = (key: string) => TEXTS[key] ?? key;

const schema = z.object({
  name: requiredText({ required: 'name.required', blank: 'name.blank', tooLong: 'name.tooLong' }, 10),
  kind: requiredChoice('kind.required'),
});

function NameForm({ save }: { save: (values: z.output<typeof schema>) => Promise<void> }) {
  const form = useSchemaForm(schema, { defaultValues: { name: '', kind: 'a' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={form.submit(save)} noValidate>
      <TextField label="Name" {...form.register('name')} error={fieldErrorText(translate, errors.name)} />
      <button type="submit" disabled={isSubmitting}>
        Save
      </button>
    </form>
  );
}

describe('shared-ui/forms', () => {
  it('shows the spec message of each rule after submit, follows every change, and sends nothing invalid', async () => {
    const user = userEvent.setup();
    const save = jest.fn(async () => undefined);
    renderWithProviders(<NameForm save={save} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    await user.type(screen.getByLabelText('Name'), '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Name cannot be only spaces');
    await user.type(screen.getByLabelText('Name'), 'far too long a name');
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is too long');
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Ada', kind: 'a' }));
  });

  it('a double submit saves once, and a failed save keeps what was typed', async () => {
    const user = userEvent.setup();
    let fail!: (error: Error) => void;
    const save = jest.fn(
      (_values: { name: string; kind: string }) =>
        new Promise<void>((_, reject) => {
          fail = reject;
        }),
    );
    renderWithProviders(<NameForm save={async (values) => save(values).catch(() => undefined)} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    const form = screen.getByRole('button', { name: 'Save' }).closest('form')!;
    // Two submits in one task, as a double click on a slow machine sends them.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    act(() => fail(new Error('offline')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('fieldErrorText is undefined for a valid field', () => {
    expect(fieldErrorText(translate, undefined)).toBeUndefined();
    expect(fieldErrorText(translate, { message: 'name.required' })).toBe('Name is required');
    // An array field's (a checkbox group's) error is the array's entry with a message of its own.
    const arrayError = Object.assign([undefined], { type: 'too_small', message: 'kind.required' });
    expect(fieldErrorText(translate, arrayError)).toBe('Please select a kind');
  });

  it("schemaErrors gives each field's first rule, and refuses a key outside the feature's scheme", () => {
    const feature = z.object({
      name: requiredText({ required: 'f.validation.name.required', blank: 'f.validation.name.blank' }),
      kind: requiredChoice('f.validation.kind.required'),
    });
    expect(schemaErrors(feature, { name: ' ', kind: '' }, 'f')).toEqual({ name: 'blank', kind: 'required' });
    expect(schemaErrors(feature, { name: 'Ada', kind: 'a' }, 'f')).toEqual({});
    expect(() => schemaErrors(schema, { name: '', kind: 'a' }, 'f')).toThrow('name.required');
  });

  it("requiredAmount names each way an amount is wrong, by shared-ui's one amount rule", () => {
    const price = (allowZero: boolean) =>
      z.object({ price: requiredAmount((problem) => `f.validation.price.${problem}`, { allowZero }) });
    const problemOf = (value: string, allowZero = false) =>
      schemaErrors(price(allowZero), { price: value }, 'f').price;
    expect(problemOf(' ')).toBe('required');
    expect(problemOf('12abc')).toBe('invalid');
    expect(problemOf('0')).toBe('notPositive');
    expect(problemOf('-1', true)).toBe('negative');
    expect(problemOf('10000000000')).toBe('tooLarge');
    expect(problemOf('600,50')).toBeUndefined();
    expect(problemOf('0', true)).toBeUndefined();
    // the text as typed: parsing is the save's
    expect(price(false).parse({ price: '600,50' })).toEqual({ price: '600,50' });
  });

  it('wholeMinutes takes whole minutes from its minimum up to a day', () => {
    const schema = z.object({
      pause: wholeMinutes(
        { required: 'f.validation.pause.required', invalid: 'f.validation.pause.invalid' },
        { min: 1 },
      ),
    });
    const problemOf = (value: string) => schemaErrors(schema, { pause: value }, 'f').pause;
    expect(problemOf(' ')).toBe('required');
    expect(['0', '-5', '12.5', '1,5', '1441', 'ten'].map(problemOf)).toEqual(Array(6).fill('invalid'));
    expect(['1', ' 30 ', '1440'].map(problemOf)).toEqual([undefined, undefined, undefined]);
  });

  it('update sets the fields a rule changed and validates them again after the first submit', async () => {
    const { result } = renderHook(() => useSchemaForm(schema, { defaultValues: { name: 'Ada', kind: 'a' } }));
    act(() => result.current.update((current) => ({ ...current, kind: 'b' })));
    expect(result.current.getValues()).toEqual({ name: 'Ada', kind: 'b' });
    await act(() => result.current.submit(() => undefined)());
    act(() => result.current.update((current) => ({ ...current, kind: '' })));
    await waitFor(() => expect(result.current.formState.errors.kind?.message).toBe('kind.required'));
  });
});
