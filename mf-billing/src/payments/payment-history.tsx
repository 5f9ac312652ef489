import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, List, ListItem, Popover, Spinner, StatusChip } from 'shared-ui';
import { formatPaymentDate, providerErrorKey } from './payment.rules';
import { usePaymentHistory } from './use-payments';

const Entry = styled(ListItem)`
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const When = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
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
        <List aria-label={t('payments.history.title')}>
          {history.data.map((entry) => (
            <Entry key={entry.id}>
              <When>{formatPaymentDate(entry.createdAt)}</When>
              {entry.status === 'error' ? (
                <>
                  <StatusChip tone="danger">{t('payments.history.failed')}</StatusChip>
                  {/* the provider's error through its code, in the interface language (never its English text) */}
                  {entry.errorCode && <span>{t(providerErrorKey(entry.errorCode))}</span>}
                </>
              ) : entry.status === 'success' ? (
                <StatusChip tone="success">{t('payments.history.paid')}</StatusChip>
              ) : (
                <StatusChip tone="info">{t('payments.history.sent')}</StatusChip>
              )}
            </Entry>
          ))}
        </List>
      )}
    </Popover>
  );
}
