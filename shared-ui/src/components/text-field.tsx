import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Label } from 'radix-ui';
import styled, { css } from 'styled-components';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message; marks the input invalid and is announced with it. */
  error?: string | undefined;
  hint?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The look of a form field's label, input and message, shared by the inputs of shared-ui. */
export const fieldLabelCss = css`
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.small};
`;

const StyledLabel = styled(Label.Root)`
  ${fieldLabelCss}
`;

export const FieldInput = styled.input<{ $invalid: boolean }>`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  font: inherit;
  background: ${({ theme }) => theme.colors.surface};

  /* Disabled looks disabled, as the Select does (issue 25). */
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

export const FieldMessage = styled.span<{ $error?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;
  return (
    <Field>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <FieldInput
        ref={ref}
        id={inputId}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...rest}
      />
      {message && (
        <FieldMessage id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </FieldMessage>
      )}
    </Field>
  );
});
