import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Removals ask confirmation with 'Yes, remove' / 'No, keep' (spec 002 §5); a second click while busy does nothing. */
export function ConfirmDialog({ open, title, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('mf-content');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={title} width="480px">
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.noKeep')}
        </Button>
        <Button variant="danger" onClick={() => !busy && onConfirm()} loading={busy}>
          {t('common.yesRemove')}
        </Button>
      </Actions>
    </Modal>
  );
}
