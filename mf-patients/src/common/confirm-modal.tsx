import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'shared-ui';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** A yes/no question in the default dialog (60vw). */
export function ConfirmModal({
  open,
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  question: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('mf-patients');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={question} width="min(60vw, 520px)">
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.no')}
        </Button>
        <Button variant="primary" onClick={onConfirm} loading={busy}>
          {t('common.yes')}
        </Button>
      </Actions>
    </Modal>
  );
}
