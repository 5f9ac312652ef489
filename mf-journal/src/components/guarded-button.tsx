import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Button, Tooltip, type ButtonProps } from 'shared-ui';

// shared-ui's Button styles only the native :disabled state. A blocked GuardedButton stays focusable
// (aria-disabled, so its tooltip reaches keyboard users too) and must still look disabled: the same dimming
// and cursor as :disabled, and no hover highlight.
const Blockable = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-disabled='true']:hover {
    filter: none;
    background-color: ${({ variant, theme }) =>
      variant === 'primary'
        ? theme.colors.primary
        : variant === 'danger'
          ? theme.colors.danger
          : variant === 'ghost'
            ? 'transparent'
            : theme.colors.surface};
  }
`;

/**
 * A button that stays focusable when blocked (aria-disabled) so its tooltip can tell mouse and keyboard users
 * why; it looks disabled, and a click while blocked or busy does nothing.
 */
export function GuardedButton({
  reason,
  onClick,
  loading,
  ...props
}: ButtonProps & { reason: string | null }) {
  const blocked = Boolean(reason);
  const button = (
    <Blockable
      {...props}
      loading={loading}
      aria-disabled={blocked || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (blocked || loading) return;
        onClick?.(event);
      }}
    />
  );
  return blocked ? <Tooltip content={reason}>{button}</Tooltip> : button;
}
