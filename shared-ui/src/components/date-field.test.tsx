import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS, nb } from 'date-fns/locale';
import { renderWithProviders } from 'shared-ui/testing';
import { i18n } from '../i18n/i18n';
import { DateField } from './date-field';
import { formatDateForField, parseDateField } from './date-field.model';

describe('date field text', () => {
  it('writes the day in the interface language', () => {
    expect(formatDateForField('2026-11-26', nb)).toBe('26.11.2026');
    expect(formatDateForField('2026-11-26', enUS)).toBe('11/26/2026');
    expect(formatDateForField('', nb)).toBe('');
  });

  it('reads the language order, loose separators and zeros, and yyyy-MM-dd; nothing half typed', () => {
    expect(parseDateField('26.11.2026', nb)).toBe('2026-11-26');
    expect(parseDateField('1.2.2027', nb)).toBe('2027-02-01');
    expect(parseDateField('1/2/2027', enUS)).toBe('2027-01-02');
    expect(parseDateField('2026-11-26', enUS)).toBe('2026-11-26');
    expect(parseDateField('26.11.20', nb)).toBeNull();
    expect(parseDateField('31.02.2027', nb)).toBeNull();
    expect(parseDateField('i morgen', nb)).toBeNull();
    expect(parseDateField('', nb)).toBeNull();
  });
});

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Date"
        value={value}
        min="2026-11-20"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="value">{value}</output>
      <button type="button" onClick={() => setValue('2027-01-05')}>
        preset
      </button>
    </>
  );
}

describe('DateField', () => {
  const testLanguage = i18n.language;
  beforeEach(() => act(() => void i18n.changeLanguage('no')));
  afterEach(() => act(() => void i18n.changeLanguage(testLanguage)));

  it('shows the form value in Norwegian and reports a typed date once it is whole', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Harness initial="2026-11-26" onChange={onChange} />);
    const input = screen.getByLabelText('Date');
    expect(input).toHaveValue('26.11.2026');
    await user.clear(input);
    expect(screen.getByLabelText('value')).toHaveTextContent('');
    await user.type(input, '3.12.202');
    expect(screen.getByLabelText('value')).toHaveTextContent('');
    await user.type(input, '7');
    expect(screen.getByLabelText('value')).toHaveTextContent('2027-12-03');
    expect(onChange).toHaveBeenLastCalledWith('2027-12-03');
    await user.tab();
    expect(input).toHaveValue('03.12.2027');
  });

  it('says how to write an unreadable date and reports no day', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-11-26" />);
    const input = screen.getByLabelText('Date');
    await user.clear(input);
    await user.type(input, '40.40.2026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('dd.mm.åååå');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('value')).toHaveTextContent('');
  });

  it('takes a new value from the form and rewrites the date when the language changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'preset' }));
    const input = screen.getByLabelText('Date');
    expect(input).toHaveValue('05.01.2027');
    await act(() => i18n.changeLanguage('en'));
    expect(input).toHaveValue('01/05/2027');
  });

  it('picks a day from the month grid in the interface language; days before min are not offered', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="2026-11-26" />);
    await user.click(screen.getByRole('button', { name: 'Åpne kalender' }));
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAccessibleName(/november 2026/i);
    const before = await screen.findByRole('button', { name: /19\. november 2026/i });
    expect(before).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /27\. november 2026/i }));
    expect(screen.getByLabelText('value')).toHaveTextContent('2026-11-27');
    expect(screen.getByLabelText('Date')).toHaveValue('27.11.2026');
    await waitFor(() => expect(screen.queryByRole('grid')).not.toBeInTheDocument());
  });
});
