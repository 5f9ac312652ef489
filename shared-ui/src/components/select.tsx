import { useId } from 'react';
import { Label, Select as RadixSelect } from 'radix-ui';
import styled from 'styled-components';
import { FieldMessage, fieldLabelCss } from './text-field';

export interface SelectOption {
  /** Must not be '' (Radix reserves the empty value for "nothing chosen", which shows the placeholder). */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; '' (or undefined) shows the placeholder. */
  value: string | undefined;
  onValueChange(value: string): void;
  placeholder?: string | undefined;
  /** Validation message; marks the select invalid and is announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  /** The name of the hidden native select Radix renders, so the value is part of a submitted <form>. */
  name?: string | undefined;
  id?: string | undefined;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledLabel = styled(Label.Root)`
  ${fieldLabelCss}
`;

// The same box as TextField's input, so a form's fields line up.
const Trigger = styled(RadixSelect.Trigger)<{ $invalid: boolean }>`
  min-height: 40px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.background};
  }
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

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A labelled single choice from a short list (Radix Select: typeahead, arrow keys, Escape, the list
 * positioned and portalled above dialogs). For a long or searchable list use Combobox.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  placeholder,
  error,
  hint,
  disabled,
  required,
  name,
  id,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const labelId = `${triggerId}-label`;
  const messageId = `${triggerId}-message`;
  const message = error ?? hint;
  return (
    <Field>
      <StyledLabel id={labelId} htmlFor={triggerId}>
        {label}
      </StyledLabel>
      <RadixSelect.Root
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <Trigger
          id={triggerId}
          $invalid={Boolean(error)}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
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
      {message && (
        <FieldMessage id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </Field>
  );
}
