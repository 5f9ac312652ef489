import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: inline-flex;
`;

const Segments = styled.ul`
  display: inline-flex;
  list-style-type: none;
  margin: 0;
  padding: 3px;
  gap: 2px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

const Segment = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SegmentedNavItem {
  to: string;
  label: ReactNode;
  /** Match the address exactly (default true): '/payments' is not active on '/payments/x'. */
  end?: boolean;
}

export interface SegmentedNavProps {
  /** The navigation's name for assistive technology. */
  label: string;
  items: SegmentedNavItem[];
}

/**
 * A switch between sibling pages (each its own address), drawn as one segmented control: reads as "which view",
 * not as a second row of tabs above a page's own Tabs. Links with aria-current, inside a named <nav>.
 */
export function SegmentedNav({ label, items }: SegmentedNavProps) {
  return (
    <Nav aria-label={label}>
      <Segments>
        {items.map((item) => (
          <li key={item.to}>
            <Segment to={item.to} end={item.end ?? true}>
              {item.label}
            </Segment>
          </li>
        ))}
      </Segments>
    </Nav>
  );
}
