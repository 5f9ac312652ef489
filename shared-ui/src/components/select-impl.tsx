import type { Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import styled from 'styled-components';
import { Chevron, selectTriggerCss } from './select-parts';
import type { SelectProps } from './select-parts';

const Trigger = styled(RadixSelect.Trigger)<{ $invalid: boolean }>`
  ${selectTriggerCss}
`;

const Content = styled(RadixSelect.Content)`
  min-width: var(--radix-select-trigger-width);
  max-height: min(320px, var(--radix-select-content-available-height));
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  /* Above a Modal: a Select is often inside one and its list is portalled to <body>. */
  z-index: ${({ theme }) => theme.zIndex.toast};
`;

const Viewport = styled(RadixSelect.Viewport)`
  padding: ${({ theme }) => theme.space(1)};
`;

const Item = styled(RadixSelect.Item)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-state='checked'] {
    font-weight: 600;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export interface SelectControlProps extends Pick<
  SelectProps,
  'options' | 'value' | 'onValueChange' | 'placeholder' | 'error' | 'disabled' | 'required' | 'name'
> {
  triggerId: string;
  labelId: string;
  messageId: string | undefined;
  defaultOpen?: boolean;
  triggerRef?: Ref<HTMLElement | null> | undefined;
}

/**
 * The implementation behind select.tsx (fetched after the first paint, see overlay-loader.ts): Radix Select's
 * trigger and list (typeahead, arrow keys, Escape, the list positioned and portalled above dialogs).
 */
export function SelectControl({
  options,
  value,
  onValueChange,
  placeholder,
  error,
  disabled,
  required,
  name,
  triggerId,
  labelId,
  messageId,
  defaultOpen,
  triggerRef,
}: SelectControlProps) {
  return (
    <RadixSelect.Root
      value={value ?? ''}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
      defaultOpen={defaultOpen}
    >
      <Trigger
        ref={triggerRef as Ref<HTMLButtonElement>}
        id={triggerId}
        $invalid={Boolean(error)}
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <Chevron />
        </RadixSelect.Icon>
      </Trigger>
      <RadixSelect.Portal>
        <Content position="popper" sideOffset={4}>
          <Viewport>
            {options.map((option) => (
              <Item key={option.value} value={option.value} disabled={option.disabled}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </Item>
            ))}
          </Viewport>
        </Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
