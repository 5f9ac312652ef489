import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { GuardedButton } from './guarded-button';

describe('GuardedButton', () => {
  it('blocked: looks disabled, stays focusable, explains why on keyboard focus, and a click does nothing', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(
      <GuardedButton variant="primary" reason="The session is finished." onClick={onClick}>
        End appointment
      </GuardedButton>,
    );
    const button = screen.getByRole('button', { name: 'End appointment' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveStyle({ cursor: 'not-allowed' }); // the disabled look itself: button.test.tsx
    await user.tab();
    expect(button).toHaveFocus();
    expect((await screen.findAllByText('The session is finished.')).length).toBeGreaterThan(0);
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('not blocked: looks and acts like the shared Button', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(
      <GuardedButton variant="primary" reason={null} onClick={onClick}>
        Start session
      </GuardedButton>,
    );
    const button = screen.getByRole('button', { name: 'Start session' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveStyle({ opacity: '0.55' });
    await user.click(button);
    await waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
  });

  it('keeps keyboard focus when its block lifts (the same element, blocked or not)', async () => {
    const user = userEvent.setup();
    function Notes() {
      const [text, setText] = useState('');
      return (
        <>
          <input aria-label="Notes" value={text} onChange={(e) => setText(e.target.value)} />
          <GuardedButton reason={text ? null : 'Write some notes first.'}>Save</GuardedButton>
        </>
      );
    }
    renderWithProviders(<Notes />);
    const button = screen.getByRole('button', { name: 'Save' });
    await user.type(screen.getByLabelText('Notes'), 'a');
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(screen.getByLabelText('Notes'));
    await user.clear(screen.getByLabelText('Notes'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toBe(button);
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});
