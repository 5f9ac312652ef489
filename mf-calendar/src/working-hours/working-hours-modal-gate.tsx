import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Spinner } from 'shared-ui';
import { useWorkingHoursPrompt } from '../common/use-working-hours-prompt';

// Most sign-ins do not open the modal: the editor is fetched only when it does.
const WorkingHoursEditor = lazy(() =>
  import('./working-hours-editor').then((module) => ({ default: module.WorkingHoursEditor })),
);

/**
 * Opens the working-hours modal on any calendar route (not on /working-hours itself, which shows the same
 * editor) when spec 000 §4's rule holds. Closing it (Esc or ×) hides it until the next page load; saving
 * closes it and, with current hours for every type, the rule no longer holds. A deep-linked create form waits
 * for it (use-working-hours-prompt.ts).
 */
export function WorkingHoursModalGate() {
  const { t } = useTranslation('mf-calendar');
  const { state, data, window, dismiss } = useWorkingHoursPrompt();
  // The decision is visible to tests as an attribute, so "the modal did not open" is checked on the settled
  // decision rather than after a guessed delay.
  if (state !== 'open' || !data) return <span hidden data-working-hours-prompt={state} />;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && dismiss()}
      title={t('workingHours.modalTitle')}
      description={t('workingHours.modalDescription')}
      closeLabel={t('workingHours.close')}
      width="70vw"
      height="680px"
    >
      <Suspense fallback={<Spinner label={t('workingHours.loading')} />}>
        <WorkingHoursEditor data={data} window={window} onSaved={dismiss} />
      </Suspense>
    </Modal>
  );
}
