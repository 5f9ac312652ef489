import type { ReactNode, Ref } from 'react';
import { Popover as RadixPopover } from 'radix-ui';
import styled from 'styled-components';

const Content = styled(RadixPopover.Content)<{ $maxWidth: string; $maxHeight: string }>`
  width: min(${({ $maxWidth }) => $maxWidth}, calc(100vw - 16px));
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: ${({ theme }) => theme.zIndex.modal};
`;

export interface PopoverProps {
  /** A focusable element; Radix wires aria-expanded, Esc and focus return to it. */
  trigger: ReactNode;
  label: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  maxWidth?: string;
  maxHeight?: string;
  children: ReactNode;
}

/** The implementation behind popover.tsx (fetched after the first paint, see overlay-loader.ts). */
export function Popover({
  trigger,
  label,
  open,
  onOpenChange,
  maxWidth = '440px',
  maxHeight = '360px',
  children,
  defaultOpen,
  triggerRef,
}: PopoverProps & { defaultOpen?: boolean; triggerRef?: Ref<HTMLElement | null> | undefined }) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <RadixPopover.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <Content align="end" sideOffset={6} aria-label={label} $maxWidth={maxWidth} $maxHeight={maxHeight}>
          {children}
        </Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
