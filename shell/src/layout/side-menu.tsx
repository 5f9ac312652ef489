import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SIDE_MENU_ITEMS, activeMenuItem } from './side-menu-items';

const Nav = styled.nav`
  width: ${({ theme }) => theme.layout.menuExpanded};
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)};
  @media (max-width: ${({ theme }) => theme.breakpoints.menuCollapse}px) {
    width: ${({ theme }) => theme.layout.menuCollapsed};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const MenuLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** Navigation between areas; the badges, collapsing and overlay rules arrive with the shell issue. */
export function SideMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname);
  return (
    <Nav aria-label={t('menu.label')}>
      <List>
        {SIDE_MENU_ITEMS.map((item) => (
          <li key={item.key}>
            <MenuLink to={item.to} aria-current={active?.key === item.key ? 'page' : undefined}>
              {t(`menu.${item.key}`)}
            </MenuLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
