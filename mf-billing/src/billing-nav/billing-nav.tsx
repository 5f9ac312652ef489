import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useInvoicesEnabled } from '../invoices/use-invoices';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Payments | Invoices (issue 25): the spec's menu has no entry for invoices, so they are found from Payments.
 * Links (routes), not tabs of one page: each has its own address. Shown only when the clinic has invoices.
 */
export function BillingNav() {
  const { t } = useTranslation('mf-billing');
  const invoices = useInvoicesEnabled();
  if (!invoices) return null;
  return (
    <Nav aria-label={t('billingNav.label')}>
      <NavLink to="/payments" end>
        {t('billingNav.payments')}
      </NavLink>
      <NavLink to="/invoices" end>
        {t('billingNav.invoices')}
      </NavLink>
    </Nav>
  );
}
