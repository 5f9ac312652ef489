import { css } from 'styled-components';

// The select's trigger box, shared by the placeholder (select.tsx) and Radix's trigger (select-impl.tsx) so the
// swap when the overlays' code arrives changes nothing on screen. The same box as TextField's input.
export const selectTriggerCss = css<{ $invalid: boolean }>`
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

export function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

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
