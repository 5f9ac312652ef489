import styled from 'styled-components';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui';

/** Layout only: the icon beside its label, and a target at least 24 px tall (WCAG 2.5.8). */
const ContactLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 24px;
`;

/**
 * 'Call' and 'Send e-mail' (spec 001 §2: the session card's phone and mail buttons, and the profile's), with
 * icons. They open another application (the device's phone or mail app), so they are shared-ui Links with an
 * `href` (shared-ui/README.md: a link goes somewhere, a button does something). The number and address are not
 * in the label, so nothing personal shows unblurred in private mode.
 */
export function ContactButtons({ phone, email }: { phone: string | null; email: string | null }) {
  const { t } = useTranslation('mf-patients');
  return (
    <>
      {phone && (
        <ContactLink href={`tel:${phone.replace(/\s+/g, '')}`}>
          <Phone size={16} aria-hidden />
          {t('session.call')}
        </ContactLink>
      )}
      {email && (
        <ContactLink href={`mailto:${email}`}>
          <Mail size={16} aria-hidden />
          {t('session.mail')}
        </ContactLink>
      )}
    </>
  );
}
