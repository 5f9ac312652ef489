import type { ReactNode, Ref } from 'react';
import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';

export interface DropdownItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Draws a divider above the item. */
  separated?: boolean;
}

const Content = styled(DropdownMenu.Content)`
  min-width: 200px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(1)};
  z-index: ${({ theme }) => theme.zIndex.modal};
`;

const Item = styled(DropdownMenu.Item)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.space(1)} 0;
  background: ${({ theme }) => theme.colors.border};
`;

export interface DropdownProps {
  /** Must be a focusable element (a Button); Radix wires aria-expanded and keyboard opening to it. */
  trigger: ReactNode;
  items: DropdownItem[];
  align?: 'start' | 'center' | 'end';
}

/** The implementation behind dropdown.tsx (fetched after the first paint, see overlay-loader.ts). */
export function Dropdown({
  trigger,
  items,
  align = 'end',
  defaultOpen,
  triggerRef,
}: DropdownProps & { defaultOpen?: boolean; triggerRef?: Ref<HTMLElement | null> | undefined }) {
  return (
    // Not modal: a modal Radix menu sets aria-hidden on the whole page while it is open, which leaves focusable
    // content inside an aria-hidden tree (axe aria-hidden-focus). The menu-button pattern needs no modality:
    // Escape, Tab and a click outside close the menu, and focus returns to the trigger.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild ref={triggerRef as Ref<HTMLButtonElement>}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align={align} sideOffset={6}>
          {items.map((item) => (
            <div key={item.key}>
              {item.separated && <Separator />}
              <Item disabled={item.disabled} onSelect={item.onSelect}>
                {item.label}
              </Item>
            </div>
          ))}
        </Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
