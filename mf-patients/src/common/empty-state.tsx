import styled from 'styled-components';
import type { LucideIcon } from 'lucide-react';
import { EmptyState, type EmptyStateProps } from 'shared-ui';

const IconTitle = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  svg {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * shared-ui's EmptyState with an icon above its title (issue 25: no text-only empty states). shared-ui's
 * EmptyState has no icon of its own yet; when it gets one, this wrapper goes and the icon is passed to it.
 */
export function IconEmptyState({ icon: Icon, title, ...rest }: EmptyStateProps & { icon: LucideIcon }) {
  return (
    <EmptyState
      {...rest}
      title={
        <IconTitle>
          <Icon size={40} strokeWidth={1.5} aria-hidden />
          {title}
        </IconTitle>
      }
    />
  );
}
