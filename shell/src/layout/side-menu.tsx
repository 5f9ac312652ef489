import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button, VisuallyHidden } from 'shared-ui';
import { SIDE_MENU_ITEMS, activeMenuItem, type SideMenuItem } from './side-menu-items';
import { badgeText } from './menu-badges';
import { useMenuBadges, type MenuBadges } from './use-menu-badges';
import { useMenuCollapsed } from './use-menu-collapsed';

const Nav = styled.nav<{ $collapsed: boolean; $overlay: boolean }>`
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.menuCollapsed : theme.layout.menuExpanded)};
  ${({ theme, $overlay }) =>
    $overlay
      ? `position: fixed; top: ${theme.layout.headerHeight}; bottom: 0; left: 0; z-index: ${theme.zIndex.overlay + 1}; overflow: auto;`
      : ''}
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)};
  transition: width 150ms ease;
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const entryStyle = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 12px;
  border-radius: 8px;
  text-decoration: none;
  overflow: hidden;
  white-space: nowrap;
  /* room for the count drawn over the entry's right edge */
  &[data-badge] {
    padding-right: 56px;
  }
`;

const MenuLink = styled(Link)`
  ${entryStyle};
  color: ${({ theme }) => theme.colors.text};
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const DisabledEntry = styled.span`
  ${entryStyle};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Entry = styled.li`
  position: relative;
`;

/**
 * The count is drawn over the entry's right edge but sits outside the link: the link's visible text is then
 * exactly its name (WCAG 2.5.3 Label in Name), and the count reaches assistive technology as the
 * description. Clicks pass through it to the link.
 */
const Badge = styled.span`
  position: absolute;
  top: 50%;
  right: 12px;
  transform: translateY(-50%);
  pointer-events: none;
  min-width: 22px;
  padding: 0 6px;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 12px;
  line-height: 22px;
  text-align: center;
`;

const Overlay = styled.button`
  position: fixed;
  inset: 0;
  border: 0;
  padding: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  cursor: pointer;
`;

function badgeCount(item: SideMenuItem, badges: MenuBadges): number {
  if (item.key === 'payments') return badges.payments;
  if (item.key === 'waitingRoom') return badges.waitingRoom;
  if (item.key === 'notifications') return badges.notifications;
  return 0;
}

export function SideMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname);
  const badges = useMenuBadges();
  const { collapsed, overlay, toggle, close } = useMenuCollapsed();
  return (
    <>
      {overlay && <Overlay type="button" tabIndex={-1} aria-label={t('menu.close')} onClick={close} />}
      <Nav aria-label={t('menu.label')} $collapsed={collapsed} $overlay={overlay}>
        <Button variant="ghost" aria-expanded={!collapsed} onClick={toggle} aria-label={t('menu.toggle')}>
          {collapsed ? (
            <ChevronsRight size={18} aria-hidden="true" />
          ) : (
            <ChevronsLeft size={18} aria-hidden="true" />
          )}
        </Button>
        <List>
          {SIDE_MENU_ITEMS.map((item) => {
            const label = t(`menu.${item.key}`);
            const count = badgeCount(item, badges);
            const badgeId = `menu-badge-${item.key}`;
            const describedBy = count > 0 ? badgeId : undefined;
            const content = (
              // Collapsed, the entry keeps its full name for assistive technology and shows its initials.
              <Label aria-hidden={collapsed || undefined}>{collapsed ? label.slice(0, 2) : label}</Label>
            );
            // The waiting room has nobody to receive while no patient is online (spec 000 §2.3).
            const disabled = item.key === 'waitingRoom' && badges.waitingRoom === 0;
            return (
              <Entry key={item.key}>
                {disabled ? (
                  <DisabledEntry
                    aria-disabled="true"
                    aria-label={label}
                    title={label}
                    aria-describedby={describedBy}
                    data-badge={count > 0 || undefined}
                  >
                    {content}
                  </DisabledEntry>
                ) : (
                  <MenuLink
                    to={item.to}
                    aria-label={label}
                    aria-describedby={describedBy}
                    title={collapsed ? label : undefined}
                    aria-current={active?.key === item.key ? 'page' : undefined}
                    data-badge={count > 0 || undefined}
                  >
                    {content}
                  </MenuLink>
                )}
                {count > 0 && (
                  <>
                    <Badge aria-hidden="true">{badgeText(count, collapsed)}</Badge>
                    {/* The count describes the entry; its name stays the entry's label. */}
                    <VisuallyHidden id={badgeId}>{t('menu.badge', { count })}</VisuallyHidden>
                  </>
                )}
              </Entry>
            );
          })}
        </List>
      </Nav>
    </>
  );
}
