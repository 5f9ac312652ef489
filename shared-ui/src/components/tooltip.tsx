import type { ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import styled from 'styled-components';

const Content = styled(RadixTooltip.Content)`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.font.size.small};
  max-width: 280px;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
`;

export interface TooltipProps {
  content: ReactNode;
  /** A focusable element: the tooltip opens on hover and on keyboard focus. */
  children: ReactNode;
}

export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Content sideOffset={6}>{content}</Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
