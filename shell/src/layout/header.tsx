import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { PrivateModeToggle } from './private-mode-toggle';
import { NotificationBell } from '../notifications/notification-bell';
import { useAuth } from '../session/auth-store';

const Bar = styled.header`
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.heading};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export function Header() {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  return (
    <Bar>
      <Brand to="/dashboard/calendar">{t('appName')}</Brand>
      <Tools>
        <PrivateModeToggle />
        <LanguageSwitch />
        {auth.status === 'signed-in' && <NotificationBell />}
        {auth.status === 'signed-in' && <UserMenu profile={auth.profile} />}
      </Tools>
    </Bar>
  );
}
