import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps as SharedProps } from 'shared-ui';

export type ConfirmDialogProps = Omit<SharedProps, 'confirmLabel' | 'cancelLabel' | 'message' | 'busy'> & {
  /** The question ('Are you sure you want to remove this payment?'). */
  message: string;
  busy: boolean;
};

/** A removal asks first: 'Yes, remove' / 'No, keep' (spec 002 §5), in shared-ui's one confirm dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('mf-billing');
  return (
    <SharedConfirmDialog
      {...props}
      confirmLabel={t('confirm.yes')}
      cancelLabel={t('confirm.no')}
      closeLabel={t('confirm.no')}
    />
  );
}
