import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privateMode } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { PrivateModeToggle } from './private-mode-toggle';

describe('PrivateModeToggle', () => {
  afterEach(() => act(() => privateMode.set(false)));

  it('toggles by click and by Ctrl+Shift+L', async () => {
    renderWithProviders(<PrivateModeToggle />);
    const toggle = screen.getByRole('button', { name: 'Private mode' });
    await userEvent.click(toggle);
    expect(privateMode.get()).toBe(true);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    expect(privateMode.get()).toBe(false);
  });
});
