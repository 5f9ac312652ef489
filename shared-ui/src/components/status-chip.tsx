import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { AppTheme } from '../theme/theme';

export type StatusTone = keyof AppTheme['colors']['status'];

const Chip = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  line-height: 20px;
  white-space: nowrap;
  background: ${({ theme, $tone }) => theme.colors.status[$tone].background};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].text};
  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ theme, $tone }) => theme.colors.status[$tone].solid};
  }
`;

export interface StatusChipProps {
  /** success (paid, finished), warning (pending, unpaid), danger (failed, overdue), info (started), neutral. */
  tone?: StatusTone;
  children: ReactNode;
}

/** A state in a row or a header (paid, canceled, started …): colour is never the only carrier — the text is. */
export function StatusChip({ tone = 'neutral', children }: StatusChipProps) {
  return (
    <Chip $tone={tone} data-tone={tone}>
      {children}
    </Chip>
  );
}
