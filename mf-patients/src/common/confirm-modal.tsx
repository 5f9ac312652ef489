import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from 'shared-ui';

/** A yes/no question (spec 001's 'Yes' / 'No'), in shared-ui's one confirm dialog. */
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
    <ConfirmDialog
      open={open}
      title={question}
      confirmLabel={t('common.yes')}
      cancelLabel={t('common.no')}
      tone="primary"
      busy={busy}
      width="min(60vw, 520px)"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
