import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { Button, PlainList, Tooltip, VisuallyHidden } from 'shared-ui';
import { SIDE_MENU_ITEMS, activeMenuItem, type SideMenuItem } from './side-menu-items';
import { badgeText } from '../menu-badges/menu-badges';
import { useMenuBadges, type MenuBadges } from '../menu-badges/use-menu-badges';
import { useMenuCollapsed } from './use-menu-collapsed';
import { useSignOut } from './use-user-menu';
import type { RemoteRegistry } from '../remotes/remote-registry';

const Nav = styled.nav<{ $collapsed: boolean; $overlay: boolean }>`
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.layout.menuCollapsed : theme.layout.menuExpanded)};
  ${({ theme, $overlay }) =>
    $overlay ? `position: absolute; top: 0; bottom: 0; left: 0; z-index: ${theme.zIndex.overlay + 1};` : ''}
  overflow-y: auto;
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(3)};
  transition: width 150ms ease;
`;

/** The collapse arrow: centred over the icons when collapsed, at the menu's inner edge when expanded. */
const ToggleRow = styled.div<{ $collapsed: boolean }>`
  display: flex;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-end')};
`;

const List = styled(PlainList)`
  margin-top: ${({ theme }) => theme.space(2)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const entryStyle = css`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 12px;
  border-radius: 8px;
  text-decoration: none;
  line-height: 1.3;
  /* room for the count drawn over the entry's right edge (expanded) */
  &[data-badge][data-collapsed='false'] {
    padding-right: 56px;
  }
  &[data-collapsed='true'] {
    justify-content: center;
    padding: 10px 0;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const MenuLink = styled(Link)`
  ${entryStyle};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.status.info.background};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const DisabledEntry = styled.span`
  ${entryStyle};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: not-allowed;
`;

/** Expanded, a long name wraps to a second line instead of being cut. */
const Label = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const IconSlot = styled.span`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
`;

const Entry = styled.li`
  position: relative;
`;

/**
 * The count sits outside the link: the link's visible text is then exactly its name (WCAG 2.5.3 Label in
 * Name), and the count reaches assistive technology as the description. Expanded it is drawn over the entry's
 * right edge; collapsed it is a small count on the icon's corner. Clicks pass through it to the link.
 */
const Badge = styled.span<{ $collapsed: boolean }>`
  position: absolute;
  box-shadow: ${({ theme, $collapsed }) => ($collapsed ? `0 0 0 2px ${theme.colors.surface}` : 'none')};
  pointer-events: none;
  border-radius: 11px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;
  ${({ $collapsed }) =>
    $collapsed
      ? `top: 2px; left: calc(50% + 4px); min-width: 18px; padding: 0 4px; font-size: 11px; line-height: 18px;`
      : `top: 50%; right: 12px; transform: translateY(-50%); min-width: 22px; padding: 0 6px; font-size: 12px;
         line-height: 22px;`}
`;

/** Expanded, Log out sits at the menu's foot after a divider; collapsed it moves to the user menu (002 §2). */
const Foot = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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

export function SideMenu({ registry }: { registry: RemoteRegistry }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const active = activeMenuItem(pathname, registry);
  const badges = useMenuBadges();
  const { collapsed, overlay, toggle, close } = useMenuCollapsed();
  const signOut = useSignOut();
  return (
    <>
      {overlay && <Overlay type="button" tabIndex={-1} aria-label={t('menu.close')} onClick={close} />}
      <Nav aria-label={t('menu.label')} $collapsed={collapsed} $overlay={overlay}>
        <ToggleRow $collapsed={collapsed}>
          <Button variant="ghost" aria-expanded={!collapsed} onClick={toggle} aria-label={t('menu.toggle')}>
            {collapsed ? (
              <ChevronsRight size={18} aria-hidden="true" />
            ) : (
              <ChevronsLeft size={18} aria-hidden="true" />
            )}
          </Button>
        </ToggleRow>
        <List>
          {SIDE_MENU_ITEMS.map((item) => {
            const label = t(`menu.${item.key}`);
            const count = badgeCount(item, badges);
            const badgeId = `menu-badge-${item.key}`;
            const describedBy = count > 0 ? badgeId : undefined;
            const Icon = item.icon;
            const content = (
              <>
                <IconSlot aria-hidden="true">
                  <Icon size={22} strokeWidth={1.75} />
                </IconSlot>
                {/* Collapsed, only the icon shows; the name is the entry's accessible name and its tooltip. */}
                {!collapsed && <Label>{label}</Label>}
              </>
            );
            // The waiting room has nobody to receive while no patient is online (spec 000 §2.3).
            const disabled = item.key === 'waitingRoom' && badges.waitingRoom === 0;
            const common = {
              'aria-label': label,
              'aria-describedby': describedBy,
              'data-badge': count > 0 || undefined,
              'data-collapsed': String(collapsed),
            };
            const entry = disabled ? (
              // Focusable, so keyboard users reach its tooltip too.
              <DisabledEntry {...common} aria-disabled="true" role="link" tabIndex={0}>
                {content}
              </DisabledEntry>
            ) : (
              <MenuLink {...common} to={item.to} aria-current={active?.key === item.key ? 'page' : undefined}>
                {content}
              </MenuLink>
            );
            const tooltip = disabled ? `${label} – ${t('menu.waitingRoomEmpty')}` : label;
            return (
              <Entry key={item.key}>
                {collapsed || disabled ? <Tooltip content={tooltip}>{entry}</Tooltip> : entry}
                {count > 0 && (
                  <>
                    <Badge aria-hidden="true" $collapsed={collapsed}>
                      {badgeText(count, collapsed)}
                    </Badge>
                    {/* The count describes the entry; its name stays the entry's label. */}
                    <VisuallyHidden id={badgeId}>{t('menu.badge', { count })}</VisuallyHidden>
                  </>
                )}
              </Entry>
            );
          })}
        </List>
        {!collapsed && (
          <Foot>
            <Button variant="ghost" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              <LogOut size={18} aria-hidden="true" />
              {t('userMenu.logout')}
            </Button>
          </Foot>
        )}
      </Nav>
    </>
  );
}
