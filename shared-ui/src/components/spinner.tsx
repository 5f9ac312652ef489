import { VisuallyHidden } from './visually-hidden';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  size?: number;
  /** Read by screen readers; pass '' when a surrounding element already announces the busy state. */
  label?: string;
}

export function Spinner({ size = 24, label = 'Loading' }: SpinnerProps) {
  if (!label) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: ${({ theme }) => theme.space(10)};
  color: ${({ theme }) => theme.colors.primary};
`;

export function PageSpinner({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner size={32} label={label} />
    </Centered>
  );
}
