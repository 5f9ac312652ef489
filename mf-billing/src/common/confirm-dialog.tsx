import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question ('Are you sure you want to remove this payment?'). */
  message: string;
  /** The write is on its way: the confirm button shows it (the write itself ignores a second click). */
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A removal asks first: 'Yes, remove' / 'No, keep' (spec 002 §5). */
export function ConfirmDialog({ open, title, message, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('mf-billing');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      closeLabel={t('confirm.no')}
      width="480px"
    >
      <p>{message}</p>
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('confirm.no')}
        </Button>
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {t('confirm.yes')}
        </Button>
      </Actions>
    </Modal>
  );
}
