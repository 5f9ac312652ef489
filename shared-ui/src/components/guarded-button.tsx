import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

/**
 * shared-ui's Button, blocked with a reason: it stays focusable (aria-disabled, which shared-ui's Button
 * styles as disabled) so its tooltip tells mouse and keyboard users why; a click while blocked or busy does
 * nothing.
 */
export function GuardedButton({
  reason,
  onClick,
  loading,
  ...props
}: ButtonProps & { reason: string | null }) {
  const blocked = Boolean(reason);
  // Always inside the tooltip (empty when not blocked): the same element whether blocked or not, so the
  // button keeps keyboard focus when its block lifts.
  return (
    <Tooltip content={reason}>
      <Button
        {...props}
        loading={loading}
        aria-disabled={blocked || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (blocked || loading) return;
          onClick?.(event);
        }}
      />
    </Tooltip>
  );
}
