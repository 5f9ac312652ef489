import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import { PrivateModeToggle } from './private-mode-toggle';
import { NotificationBell } from '../notifications/notification-bell';
import { useAuth } from '../session/auth-store';
import { runtimeConfig } from '../config/runtime-config';

const Bar = styled.header`
  height: ${({ theme }) => theme.layout.headerHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

const brandStyle = css`
  /* the title gives way (ellipsis) before any control is pushed off a narrow screen */
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.heading};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
`;
const Brand = styled(Link)`
  ${brandStyle}
`;
const BrandAway = styled.a`
  ${brandStyle}
`;

const Tools = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const AppLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  padding: 0 ${({ theme }) => theme.space(2)};
  &:hover {
    text-decoration: underline;
  }
`;

/** A link into another application of the platform, or nothing when the deployment does not name it. */
export function appUrl(base: string | undefined, path: string): string | null {
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}${path}`;
}

export function Header() {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const config = runtimeConfig();
  // Spec 000 §2.3: the clinic dashboard only for a user with a clinic; both are other applications.
  const clinicDashboard =
    auth.status === 'signed-in' && auth.profile.clinicId
      ? appUrl(config.clinicAdminAppUrl, '/clinic/dashboard/departments')
      : null;
  const therapistWorkspace =
    auth.status === 'signed-in' ? appUrl(config.therapistAppUrl, '/therapist/dashboard') : null;
  return (
    <Bar>
      {/* The title leads to the therapist workspace (000 §2.3): the platform's, when deployed beside it. */}
      {therapistWorkspace ? (
        <BrandAway href={therapistWorkspace}>{t('appName')}</BrandAway>
      ) : (
        <Brand to="/dashboard">{t('appName')}</Brand>
      )}
      <Tools>
        {clinicDashboard && <AppLink href={clinicDashboard}>{t('header.clinicDashboard')}</AppLink>}
        <PrivateModeToggle />
        <LanguageSwitch />
        {auth.status === 'signed-in' && <NotificationBell />}
        {auth.status === 'signed-in' && <UserMenu profile={auth.profile} />}
      </Tools>
    </Bar>
  );
}
