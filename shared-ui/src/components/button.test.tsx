import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { theme } from '../theme/theme';
import { Button, type ButtonVariant } from './button';

/** jsdom resolves the injected styled-components rules, so the computed colours are the ones a browser paints. */
function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];

describe('Button disabled look', () => {
  it.each(VARIANTS)(
    '%s: aria-disabled and disabled both paint the muted look, not the variant colour',
    (variant) => {
      renderWithProviders(
        <>
          <Button variant={variant} aria-disabled>
            Soft
          </Button>
          <Button variant={variant} disabled>
            Hard
          </Button>
          <Button variant={variant}>Live</Button>
        </>,
      );
      const muted = hexToRgb(theme.colors.textMuted);
      for (const name of ['Soft', 'Hard']) {
        const style = getComputedStyle(screen.getByRole('button', { name }));
        expect(style.color).toBe(muted);
        expect(style.cursor).toBe('not-allowed');
      }
      expect(getComputedStyle(screen.getByRole('button', { name: 'Live' })).color).not.toBe(muted);
    },
  );

  it('an aria-disabled button stays focusable but does not act', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithProviders(
      <Button variant="primary" aria-disabled="true" onClick={onClick}>
        Start
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Start' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });
});
