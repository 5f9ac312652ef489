import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const SelectWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  select {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radii.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A labelled native select with the form's error message (the form's type, script and therapist). */
export function SelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <SelectWrap>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <span id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </SelectWrap>
  );
}
