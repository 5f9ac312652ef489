import type { MouseEvent } from 'react';
import { Button, Tooltip, type ButtonProps } from 'shared-ui';

/**
 * A button that stays focusable when blocked (aria-disabled) so its tooltip can tell mouse and keyboard users
 * why; a click while blocked or busy does nothing.
 */
export function GuardedButton({
  reason,
  onClick,
  loading,
  ...props
}: ButtonProps & { reason: string | null }) {
  const blocked = Boolean(reason);
  const button = (
    <Button
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
