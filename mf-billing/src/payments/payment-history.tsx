import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Popover, Spinner } from 'shared-ui';
import { formatPaymentDate, providerErrorKey } from './payment-rules';
import { usePaymentHistory } from './use-payments';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Entry = styled.li<{ $error: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $error }) =>
    $error ? theme.colors.status.danger.background : theme.colors.status.success.background};
  color: ${({ theme, $error }) => ($error ? theme.colors.status.danger.text : theme.colors.status.success.text)};
`;

const When = styled.span`
  font-size: ${({ theme }) => theme.font.size.small};
`;

/** Spec 002 §2/§8: the requests of one item (max height 400 px), each with its errorMessage or 'Sent successfully'. */
export function PaymentHistory({ appointmentId, disabled }: { appointmentId: string; disabled: boolean }) {
  const { t } = useTranslation('mf-billing');
  const [open, setOpen] = useState(false);
  const history = usePaymentHistory(appointmentId, open);
  return (
    <Popover
      label={t('payments.history.title')}
      open={open}
      onOpenChange={setOpen}
      maxHeight="400px"
      trigger={
        <Button variant="secondary" disabled={disabled}>
          {t('payments.history.button')}
        </Button>
      }
    >
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p role="alert">{t('payments.history.error')}</p>
      ) : history.data.length === 0 ? (
        <p>{t('payments.history.empty')}</p>
      ) : (
        <List>
          {history.data.map((entry) => (
            <Entry key={entry.id} $error={entry.status === 'error'}>
              <When>{formatPaymentDate(entry.created_at)}</When>
              <span>
                {entry.status === 'error'
                  ? entry.error_code
                    ? t(providerErrorKey(entry.error_code))
                    : t('payments.history.failed')
                  : entry.status === 'success'
                    ? t('payments.history.paid')
                    : t('payments.history.sent')}
              </span>
            </Entry>
          ))}
        </List>
      )}
    </Popover>
  );
}
