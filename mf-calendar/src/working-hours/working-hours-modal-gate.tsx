import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Modal, Spinner } from 'shared-ui';
import { shouldOpenWorkingHoursModal } from './working-hours.model';
import { useWorkingHours } from './use-working-hours';

// Most sign-ins do not open the modal: the editor is fetched only when it does.
const WorkingHoursEditor = lazy(() =>
  import('./working-hours-editor').then((module) => ({ default: module.WorkingHoursEditor })),
);

/**
 * Opens the working-hours modal on any calendar route (not on /working-hours itself, which shows the same
 * editor) when spec 000 §4's rule holds. Closing it (Esc or ×) hides it until the next page load; saving
 * closes it and, with current hours for every type, the rule no longer holds.
 */
export function WorkingHoursModalGate() {
  const { t } = useTranslation('mf-calendar');
  const { pathname } = useLocation();
  const { data, window } = useWorkingHours();
  const [closed, setClosed] = useState(false);
  const open =
    !closed &&
    pathname !== '/working-hours' &&
    data !== undefined &&
    shouldOpenWorkingHoursModal(data, window);
  if (!open) return null;
  return (
    <Modal
      open
      onOpenChange={(next) => setClosed(!next)}
      title={t('workingHours.modalTitle')}
      description={t('workingHours.modalDescription')}
      closeLabel={t('workingHours.close')}
      width="70vw"
      height="680px"
    >
      <Suspense fallback={<Spinner label={t('workingHours.loading')} />}>
        <WorkingHoursEditor data={data} window={window} onSaved={() => setClosed(true)} />
      </Suspense>
    </Modal>
  );
}
