import styled from 'styled-components';
import { Button } from './button';
import { Modal } from './modal';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, or the dialog's title with `message` below it. */
  title: string;
  message?: string;
  /** The remote's own words ('Yes, remove' / 'No, keep', 'Yes' / 'No'). */
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` for what removes or cannot be undone. */
  tone?: 'danger' | 'primary';
  /** The write is on its way: the confirm button shows it, and a second click does nothing. */
  busy?: boolean;
  width?: string;
  /** The close (×) button's name; the Modal's own 'Close' by default. */
  closeLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** The one "are you sure?" dialog: a question, Cancel and the confirming action (Esc and the backdrop cancel). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  busy,
  width = '480px',
  closeLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      closeLabel={closeLabel}
      width={width}
    >
      {message && <p>{message}</p>}
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={tone} loading={busy} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
