import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog, type ConfirmDialogProps as SharedProps } from 'shared-ui';

export type ConfirmDialogProps = Omit<SharedProps, 'confirmLabel' | 'cancelLabel'>;

/** Removals ask first with 'Yes, remove' / 'No, keep' (spec 002 §5), in shared-ui's one confirm dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('mf-content');
  return (
    <SharedConfirmDialog {...props} confirmLabel={t('common.yesRemove')} cancelLabel={t('common.noKeep')} />
  );
}
