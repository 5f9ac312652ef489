import { Ellipsis } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Dropdown,
  ListItem,
  PersonalData,
  StatusChip,
  useAvatarSrc,
  useFormatMoney,
  useSession,
} from 'shared-ui';
import { formatPaymentDate, providerErrorKey } from './payment.rules';
import type { PaymentItem } from './payments.resource';
import { PaymentHistory } from './payment-history';

/** One payment: the provider's error ribbon (if any) over the row's columns. */
const Row = styled(ListItem)`
  flex-direction: column;
  align-items: stretch;
  gap: 0;
  padding: 0;
`;

/*
 * Laid out by the list's width (container 'payments', payments-page.tsx), not the window's: the side menu and
 * the events sidebar take part of it. The menu has its own column on the first line in every layout, so a long
 * (Norwegian) action label never pushes it onto a line of its own.
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns:
    40px minmax(140px, 1.4fr) minmax(90px, 1fr) minmax(140px, 1fr) minmax(100px, 0.8fr)
    auto auto;
  grid-template-areas: 'avatar name title date price actions menu';
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  /* one line needs about 1100 px with the Norwegian labels (names and dates on one line each) */
  @container payments (max-width: 1120px) {
    grid-template-columns: 40px minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1fr) auto;
    grid-template-areas:
      'avatar name title date menu'
      '. price actions actions actions';
  }
  @container payments (max-width: 560px) {
    grid-template-columns: 40px minmax(0, 1fr) auto;
    grid-template-areas:
      'avatar name menu'
      '. title title'
      '. date date'
      '. price price'
      '. actions actions';
  }
`;

const Avatar = styled.span`
  grid-area: avatar;
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

const Cell = styled.span<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  grid-area: actions;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

const Menu = styled.span`
  grid-area: menu;
  justify-self: end;
`;

/* inset in its own row (under the divider), so it is not read as the end of the row above */
const Ribbon = styled.span`
  margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.status.danger.background};
  color: ${({ theme }) => theme.colors.status.danger.text};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 600;
`;

function initials(item: PaymentItem): string {
  return `${item.firstName?.[0] ?? ''}${item.lastName?.[0] ?? ''}`.toUpperCase() || '?';
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
  const formatMoney = useFormatMoney();
  const therapistUserId = useSession()?.userId;
  // the avatars bucket is private: a signed URL made with the viewer's session (initials until then)
  const avatar = useAvatarSrc(item.avatarUrl);
  const name = `${item.firstName ?? ''} ${item.lastName ?? ''}`.trim();
  const edit = () =>
    navigate(`/payment/${item.appointmentId}/edit`, {
      state: {
        patientData: { id: item.patientUserId, firstName: item.firstName, lastName: item.lastName },
        therapistUserId,
      },
    });
  return (
    <Row
      aria-label={`${name}, ${item.title}`}
      data-testid="payment-row"
      data-appointment-id={item.appointmentId}
    >
      {item.lastErrorCode && (
        <Ribbon role="note">
          {t('payments.errorRibbon', { message: t(providerErrorKey(item.lastErrorCode)) })}
        </Ribbon>
      )}
      <Columns>
        <Avatar aria-hidden="true">
          <PersonalData>{avatar ? <img src={avatar} alt="" /> : initials(item)}</PersonalData>
        </Avatar>
        <Cell $area="name">
          <PersonalData>
            <strong>{name}</strong>
          </PersonalData>
          {item.customIdentifier && <Muted>{item.customIdentifier}</Muted>}
        </Cell>
        <Cell $area="title">{item.title}</Cell>
        <Cell $area="date">{formatPaymentDate(item.startAt)}</Cell>
        <Cell $area="price">
          {item.isFree ? (
            <StatusChip tone="success">{t('payments.free')}</StatusChip>
          ) : (
            <strong>{formatMoney(item.price, item.currencyCode)}</strong>
          )}
          {item.invoiceNumber !== null && (
            <Muted role="note">{t('payments.onInvoice', { number: item.invoiceNumber })}</Muted>
          )}
        </Cell>
        <Actions>
          {/* an appointment on an invoice is billed there: no payment request (the database refuses it too) */}
          <Button
            disabled={item.isFree || item.invoiceNumber !== null}
            loading={sending}
            onClick={() => onSend(item)}
          >
            {item.isSent ? t('payments.resend') : t('payments.send')}
          </Button>
          <PaymentHistory appointmentId={item.appointmentId} disabled={item.isFree} />
        </Actions>
        <Menu>
          <Dropdown
            trigger={
              // a free session has nothing to bill: spec 002 disables its payment actions, the whole menu too
              <Button variant="ghost" aria-label={t('payments.menu', { name })} disabled={item.isFree}>
                <Ellipsis size={18} aria-hidden="true" />
              </Button>
            }
            // an invoiced session is priced by its invoice: not edited here (the database refuses it too)
            items={[
              {
                key: 'edit',
                label: t('payments.edit'),
                onSelect: edit,
                disabled: item.invoiceNumber !== null,
              },
              { key: 'remove', label: t('payments.remove'), onSelect: () => onRemove(item) },
            ]}
          />
        </Menu>
      </Columns>
    </Row>
  );
}
