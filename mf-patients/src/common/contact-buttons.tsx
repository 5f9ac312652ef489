import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from 'shared-ui';

/**
 * shared-ui's Button rendered as a link (styled-components' `as`): it looks like every other button, and stays
 * a link to the device's phone or mail app (`tel:` / `mailto:`), which is what it does. shared-ui has no
 * link-button yet; this cast is the one place that needs it.
 */
const LinkButton = Button as unknown as ComponentType<
  Omit<ButtonProps, 'type'> & { as: 'a'; href: string; type?: undefined }
>;

// A link keeps the browser's underline; the button look has none.
const Contacts = styled.span`
  display: contents;
  a {
    text-decoration: none;
  }
`;

/**
 * 'Call' and 'Send e-mail' (spec 001 §2: the session card's phone and mail buttons, and the profile's), with
 * icons. The number and address are not in the label, so nothing personal shows unblurred in private mode.
 */
export function ContactButtons({ phone, email }: { phone: string | null; email: string | null }) {
  const { t } = useTranslation('mf-patients');
  return (
    <Contacts>
      {phone && (
        <LinkButton as="a" href={`tel:${phone.replace(/\s+/g, '')}`}>
          <Phone size={16} aria-hidden />
          {t('session.call')}
        </LinkButton>
      )}
      {email && (
        <LinkButton as="a" href={`mailto:${email}`}>
          <Mail size={16} aria-hidden />
          {t('session.mail')}
        </LinkButton>
      )}
    </Contacts>
  );
}
