import type { ReactNode, Ref } from 'react';
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

/** The implementation behind tooltip.tsx (fetched after the first paint, see overlay-loader.ts). */
export function Tooltip({
  content,
  children,
  triggerRef,
  defaultOpen,
}: TooltipProps & { triggerRef?: Ref<HTMLElement | null> | undefined; defaultOpen?: boolean }) {
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
          {children}
        </RadixTooltip.Trigger>
        {/* No content, no bubble: an owner can keep the tooltip mounted while it has nothing to say, so its
            element is not replaced (and does not lose focus) when the text comes and goes. */}
        {content ? (
          <RadixTooltip.Portal>
            <Content sideOffset={6}>{content}</Content>
          </RadixTooltip.Portal>
        ) : null}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
