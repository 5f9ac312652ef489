import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

// A div, not a p: some screens put breadcrumbs (a <nav>) or links in the subtitle, which a <p> may not contain.
const Subtitle = styled.div`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

// wraps on a narrow window rather than running past its edge
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export interface PageLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame every screen uses: one h1, optional subtitle and actions, then the content. */
export function PageLayout({ title, subtitle, actions, children }: PageLayoutProps) {
  return (
    <Page>
      <Header>
        <div>
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </Page>
  );
}
