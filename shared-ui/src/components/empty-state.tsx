import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(6)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
  color: ${({ theme }) => theme.colors.text};
`;

/** An icon component as lucide-react exports them (`import { CalendarX } from 'lucide-react'`). */
export type EmptyStateIcon = ComponentType<{ size?: number; strokeWidth?: number; 'aria-hidden'?: boolean }>;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** 'alert' for failures that must be announced; empty lists stay quiet. */
  role?: 'alert' | 'status';
  /** A lucide icon above the title, naming what is missing (decorative: the title says it). */
  icon?: EmptyStateIcon;
}

export function EmptyState({ title, description, action, role, icon: Icon }: EmptyStateProps) {
  return (
    <Wrapper role={role} aria-live={role === 'status' ? 'polite' : undefined}>
      {Icon && <Icon size={40} strokeWidth={1.5} aria-hidden />}
      <Title>{title}</Title>
      {description && <div>{description}</div>}
      {action}
    </Wrapper>
  );
}
