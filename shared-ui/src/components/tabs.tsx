import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Trigger = styled(RadixTabs.Trigger)`
  border: 0;
  background: transparent;
  font: inherit;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 2px solid transparent;
  cursor: pointer;
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const Panel = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.space(4)};
`;

export interface TabsProps {
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  label: string;
}

/** Arrow-key navigation and the tablist/tabpanel roles come from Radix Tabs. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </RadixTabs.Root>
  );
}
