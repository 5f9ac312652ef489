import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitch } from './language-switch';

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

export function Header() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Brand to="/dashboard/calendar">{t('appName')}</Brand>
      <LanguageSwitch />
    </Bar>
  );
}
