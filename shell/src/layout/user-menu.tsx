import { ChevronDown, CircleUserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown, type DropdownItem } from 'shared-ui';
import type { UserProfile } from '../session/profile';
import { useSignOut } from './use-user-menu';
import { useMenuCollapsed } from './use-menu-collapsed';
import { CompactLabel } from './compact-label';

/**
 * The user menu of spec 002 §2. Log out is here only while the side menu is collapsed, after a divider;
 * expanded, the side menu shows it at its foot.
 */
export function UserMenu({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const name = profile.fullName || profile.email;
  const signOut = useSignOut();
  const { collapsed } = useMenuCollapsed();
  const items: DropdownItem[] = [
    { key: 'profile', label: t('userMenu.profile'), onSelect: () => navigate('/edit-profile') },
    { key: 'working-hours', label: t('userMenu.workingHours'), onSelect: () => navigate('/working-hours') },
    {
      key: 'change-password',
      label: t('userMenu.changePassword'),
      onSelect: () => navigate('/change-password'),
    },
    {
      key: 'digital-id',
      label: profile.vippsConnected ? t('digitalId.disconnect') : t('digitalId.connect'),
      onSelect: () => navigate('/connect-vipps'),
    },
    ...(profile.calendarIntegrated
      ? [
          {
            key: 'disconnect-calendar',
            label: t('userMenu.disconnectCalendar'),
            onSelect: () => navigate('/calendar-integration?action=disconnect'),
          },
        ]
      : []),
    ...(profile.googleSlidesIntegrated
      ? [
          {
            key: 'disconnect-slides',
            label: t('userMenu.disconnectSlides'),
            onSelect: () => navigate('/google-slides/all?action=disconnect'),
          },
        ]
      : []),
    ...(collapsed
      ? [{ key: 'logout', label: t('userMenu.logout'), onSelect: () => signOut.mutate(), separated: true }]
      : []),
  ];
  return (
    <Dropdown
      trigger={
        <Button variant="ghost" aria-label={t('userMenu.label', { name })}>
          <CircleUserRound size={18} aria-hidden="true" />
          <CompactLabel>{name}</CompactLabel>
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
      }
      items={items}
    />
  );
}
