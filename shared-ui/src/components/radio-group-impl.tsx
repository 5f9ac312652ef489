import { useId } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { VisuallyHidden } from './visually-hidden';
import styled from 'styled-components';
import { Tooltip } from './tooltip-impl';

export interface RadioOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Why a disabled option cannot be chosen: a tooltip on its row and its accessible description. */
  disabledReason?: string;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string;
  onValueChange(value: string): void;
  /** Validation message; announced and linked to the group. */
  error?: string | undefined;
  disabled?: boolean;
  orientation?: 'horizontal' | 'vertical';
  /** Shown instead of the options when there are none (e.g. 'Haven`t free time'). */
  emptyText?: string | undefined;
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Legend = styled.legend`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.small};
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Root = styled(RadixRadioGroup.Root)<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textMuted : theme.colors.text)};
`;

const Item = styled(RadixRadioGroup.Item)`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  background: ${({ theme }) => theme.colors.surface};
  padding: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Indicator = styled(RadixRadioGroup.Indicator)`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Message = styled.span<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** A labelled single choice; arrow keys move between options (Radix), disabled options are skipped. */
export function RadioGroup({
  label,
  options,
  value,
  onValueChange,
  error,
  disabled,
  orientation = 'horizontal',
  emptyText,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  return (
    <Fieldset>
      <Legend id={labelId}>{label}</Legend>
      {options.length === 0 && emptyText ? (
        <Message>{emptyText}</Message>
      ) : (
        <Root
          value={value}
          onValueChange={onValueChange}
          disabled={disabled}
          orientation={orientation}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          $horizontal={orientation === 'horizontal'}
        >
          {options.map((option) => {
            const itemId = `${id}-${option.value}`;
            const off = Boolean(disabled || option.disabled);
            return option.disabled && option.disabledReason ? (
              // A disabled radio gets no pointer or focus events, so the reason hangs on its (focusable) row.
              <Tooltip key={option.value} content={option.disabledReason}>
                <Option htmlFor={itemId} $disabled tabIndex={0} aria-describedby={`${itemId}-why`}>
                  <Item id={itemId} value={option.value} disabled>
                    <Indicator />
                  </Item>
                  {option.label}
                  <VisuallyHidden id={`${itemId}-why`}>{option.disabledReason}</VisuallyHidden>
                </Option>
              </Tooltip>
            ) : (
              <Option key={option.value} htmlFor={itemId} $disabled={off}>
                <Item id={itemId} value={option.value} disabled={option.disabled}>
                  <Indicator />
                </Item>
                {option.label}
              </Option>
            );
          })}
        </Root>
      )}
      {error && (
        <Message id={messageId} $error role="alert">
          {error}
        </Message>
      )}
    </Fieldset>
  );
}
