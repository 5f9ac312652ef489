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
});
