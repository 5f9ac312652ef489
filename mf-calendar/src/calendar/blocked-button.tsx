import { forwardRef } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from 'shared-ui';

/**
 * A button that is blocked but stays focusable (aria-disabled, so its tooltip can say why on hover and on
 * keyboard focus) and looks disabled: shared-ui's Button dims only `:disabled`, which would take the button out
 * of the tab order and hide the reason (issue 25). When shared-ui's Button dims `[aria-disabled='true']` itself,
 * this wrapper can go.
 */
const Dimmed = styled(Button)`
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
    filter: saturate(0.4);
  }
  &[aria-disabled='true']:hover {
    background: ${({ theme, variant }) => (variant === 'primary' ? theme.colors.primary : theme.colors.surface)};
  }
`;

export const BlockedButton = forwardRef<HTMLButtonElement, ButtonProps & { blocked: boolean }>(
  function BlockedButton({ blocked, onClick, ...rest }, ref) {
    return (
      <Dimmed
        ref={ref}
        aria-disabled={blocked || undefined}
        onClick={blocked ? (event) => event.preventDefault() : onClick}
        {...rest}
      />
    );
  },
);
