import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Select, type SelectOption } from './select';

const OPTIONS: SelectOption[] = [
  { value: 'video', label: 'Video' },
  { value: 'phone', label: 'Phone' },
  { value: 'office', label: 'In office', disabled: true },
];

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Select
        label="Session type"
        placeholder="Choose a type"
        options={OPTIONS}
        value={value}
        onValueChange={setValue}
        error={error}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('Select', () => {
  it('is a labelled combobox that shows the placeholder until a value is chosen', () => {
    renderWithProviders(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'Session type' });
    expect(trigger).toHaveTextContent('Choose a type');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option with the mouse; a disabled option cannot be chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Session type' }));
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByRole('option', { name: 'In office' })).toHaveAttribute('aria-disabled', 'true');
    expect(listbox).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Phone' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByTestId('value')).toHaveTextContent('phone');
    expect(screen.getByRole('combobox', { name: 'Session type' })).toHaveTextContent('Phone');
  });

  it('works from the keyboard: open, move past a disabled option, choose, Escape closes without change', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="video" />);
    const trigger = screen.getByRole('combobox', { name: 'Session type' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Video' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('phone'));
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByTestId('value')).toHaveTextContent('phone');
  });

  it('announces its error and links it to the control', () => {
    renderWithProviders(<Harness error="Choose a session type" />);
    const trigger = screen.getByRole('combobox', { name: 'Session type' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a session type');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a session type');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Select label="Therapist" options={OPTIONS} value="video" onValueChange={jest.fn()} disabled />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Therapist' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
