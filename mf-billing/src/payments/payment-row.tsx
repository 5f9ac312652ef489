import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dropdown, formatMoney, PersonalData, useAvatarSrc, useSession } from 'shared-ui';
import { formatPaymentDate, providerErrorKey } from './payment-rules';
import type { PaymentItem } from './payments.resource';
import { PaymentHistory } from './payment-history';

const Row = styled.li`
  position: relative;
  display: grid;
  /* the actions column takes what its (Norwegian: long) labels need; the text columns give way */
  grid-template-columns:
    48px minmax(110px, 1.4fr) minmax(90px, 1fr) minmax(120px, 1fr) minmax(100px, 0.8fr)
    auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  @media (max-width: 900px) {
    grid-template-columns: 48px 1fr;
  }
`;

const Avatar = styled.span`
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
  font-weight: 600;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Actions = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  flex-wrap: nowrap;
  @media (max-width: 900px) {
    flex-wrap: wrap;
    grid-column: 1 / -1;
    justify-content: flex-start;
  }
`;

const Ribbon = styled.span`
  grid-column: 1 / -1;
  margin: -${({ theme }) => theme.space(3)} -${({ theme }) => theme.space(3)} 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.status.danger.background};
  color: ${({ theme }) => theme.colors.status.danger.text};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
  order: -1;
`;

const Free = styled.strong`
  color: ${({ theme }) => theme.colors.status.success.text};
`;

function initials(item: PaymentItem): string {
  return `${item.first_name?.[0] ?? ''}${item.last_name?.[0] ?? ''}`.toUpperCase() || '?';
}

export interface PaymentRowProps {
  item: PaymentItem;
  sending: boolean;
  onSend(item: PaymentItem): void;
  onRemove(item: PaymentItem): void;
}

export function PaymentRow({ item, sending, onSend, onRemove }: PaymentRowProps) {
  const { t } = useTranslation('mf-billing');
  const navigate = useNavigate();
  const therapistUserId = useSession()?.userId;
  // the avatars bucket is private: a signed URL made with the viewer's session (initials until then)
  const avatar = useAvatarSrc(item.avatar_url);
  const name = `${item.first_name ?? ''} ${item.last_name ?? ''}`.trim();
  const edit = () =>
    navigate(`/payment/${item.appointment_id}/edit`, {
      state: {
        patientData: { id: item.patient_user_id, firstName: item.first_name, lastName: item.last_name },
        therapistUserId,
      },
    });
  return (
    <Row
      aria-label={`${name}, ${item.title}`}
      data-testid="payment-row"
      data-appointment-id={item.appointment_id}
    >
      {item.last_error_code && (
        <Ribbon role="note">
          {t('payments.errorRibbon', { message: t(providerErrorKey(item.last_error_code)) })}
        </Ribbon>
      )}
      <Avatar aria-hidden="true">
        <PersonalData>{avatar ? <img src={avatar} alt="" /> : initials(item)}</PersonalData>
      </Avatar>
      <Stack>
        <PersonalData>
          <strong>{name}</strong>
        </PersonalData>
        {item.custom_identifier && <Muted>{item.custom_identifier}</Muted>}
      </Stack>
      <span>{item.title}</span>
      <span>{formatPaymentDate(item.start_at)}</span>
      <Stack>
        {item.is_free ? <Free>{t('payments.free')}</Free> : formatMoney(item.price, item.currency_code)}
        {item.invoice_number !== null && (
          <Muted role="note">{t('payments.onInvoice', { number: item.invoice_number })}</Muted>
        )}
      </Stack>
      <Actions>
        {/* an appointment on an invoice is billed there: no payment request (the database refuses it too) */}
        <Button
          disabled={item.is_free || item.invoice_number !== null}
          loading={sending}
          onClick={() => onSend(item)}
        >
          {item.is_sent ? t('payments.resend') : t('payments.send')}
        </Button>
        <PaymentHistory appointmentId={item.appointment_id} disabled={item.is_free} />
        <Dropdown
          trigger={
            <Button variant="ghost" aria-label={t('payments.menu', { name })}>
              <Ellipsis size={18} aria-hidden="true" />
            </Button>
          }
          items={[
            { key: 'edit', label: t('payments.edit'), onSelect: edit, disabled: item.is_free },
            { key: 'remove', label: t('payments.remove'), onSelect: () => onRemove(item) },
          ]}
        />
      </Actions>
    </Row>
  );
}
