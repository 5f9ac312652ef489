import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { i18n } from '../i18n/i18n';
import { DateField } from './date-field';
import { formatDateForField, parseDateField } from './date-field.model';

describe('date field text', () => {
  it("writes the day in the spec's DD.MM.YYYY, whatever the interface language", () => {
    expect(formatDateForField('2026-11-26')).toBe('26.11.2026');
    expect(formatDateForField('')).toBe('');
  });

  it('reads day, month, year with loose separators and zeros, and yyyy-MM-dd; nothing half typed', () => {
    expect(parseDateField('26.11.2026')).toBe('2026-11-26');
    expect(parseDateField('1.2.2027')).toBe('2027-02-01');
    expect(parseDateField('1/2/2027')).toBe('2027-02-01');
    expect(parseDateField('2026-11-26')).toBe('2026-11-26');
    expect(parseDateField('26.11.20')).toBeNull();
    expect(parseDateField('31.02.2027')).toBeNull();
    expect(parseDateField('i morgen')).toBeNull();
    expect(parseDateField('')).toBeNull();
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

  it('takes a new value from the form; a language switch keeps the one format', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'preset' }));
    const input = screen.getByLabelText('Date');
    expect(input).toHaveValue('05.01.2027');
    await act(() => i18n.changeLanguage('en'));
    expect(input).toHaveValue('05.01.2027');
    await act(() => i18n.changeLanguage('no'));
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
