import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and blocks repeated clicks while an action runs. */
  loading?: boolean;
}

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition: background-color 120ms ease;
  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.dangerHover};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.background};
          }
        `;
      default:
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            background: ${theme.colors.background};
          }
        `;
    }
  }}
  /*
   * Disabled looks disabled in every variant, whether through \`disabled\` or \`aria-disabled="true"\` (kept
   * focusable so a tooltip can say why): a neutral fill instead of the variant's colour, not a faded primary.
   * After the variants, so it wins over their colours and hover.
   */
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme, $variant }) =>
      $variant === 'ghost' ? 'transparent' : theme.colors.status.neutral.background};
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.colors.border)};
    box-shadow: none;
  }
  &:disabled:hover,
  &[aria-disabled='true']:hover {
    background: ${({ theme, $variant }) =>
      $variant === 'ghost' ? 'transparent' : theme.colors.status.neutral.background};
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', loading = false, disabled, children, type = 'button', onClick, ...rest },
  ref,
) {
  // aria-disabled keeps the button focusable (its tooltip explains why) but it must not act.
  const softDisabled = rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={
        softDisabled
          ? (event) => {
              event.preventDefault();
            }
          : onClick
      }
      {...rest}
    >
      {loading && <Spinner size={16} label="" />}
      {children}
    </StyledButton>
  );
});
