import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from 'shared-ui';
import { AppointmentForm } from './appointment-form';
import type { AppointmentFormMode } from '../common/appointment-form-mode';

export interface AppointmentFormDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: AppointmentFormMode;
  onSaved?(appointmentId: string): void;
}

/** The create/edit appointment side bar (spec 000 §5): opened from a slot click, the event modal, 'My appointments'. */
export function AppointmentFormDrawer({
  open,
  onOpenChange,
  mode,
  onSaved,
}: AppointmentFormDrawerProps): JSX.Element {
  const { t } = useTranslation('mf-calendar');
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={mode.kind === 'edit' ? t('appointmentForm.editTitle') : t('appointmentForm.createTitle')}
      closeLabel={t('appointmentForm.close')}
      width="480px"
    >
      {open ? (
        <AppointmentForm
          mode={mode}
          onDone={(appointmentId) => {
            onSaved?.(appointmentId);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Drawer>
  );
}
