import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Switch } from './switch';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch
        label="Full time"
        description="07:00–23:00"
        checked={on}
        onCheckedChange={setOn}
        disabled={disabled}
      />
      <output>{on ? 'on' : 'off'}</output>
    </>
  );
}

describe('Switch', () => {
  it('is a labelled switch that toggles by click, label click and keyboard', async () => {
    renderWithProviders(<Harness />);
    const control = screen.getByRole('switch', { name: 'Full time' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription('07:00–23:00');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByText('Full time'));
    expect(control).toHaveAttribute('aria-checked', 'false');
    control.focus();
    await userEvent.keyboard(' ');
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('on');
  });

  it('does not change when disabled', async () => {
    renderWithProviders(<Harness disabled />);
    const control = screen.getByRole('switch', { name: 'Full time' });
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });
});
