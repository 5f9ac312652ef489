import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { PatientCardView } from '../common/patient-card';
import { canFinishTreatment, type PatientCard } from '../common/patient-card.rules';

/**
 * A card of /dashboard/patients with its three buttons. Memoised on stable props (the card object and
 * callbacks that never change), so a keystroke in the search box re-renders only the cards whose data changed
 * — not all of them twice (the input's render and the deferred one).
 */
export const OwnPatientCard = memo(function OwnPatientCard({
  card,
  userId,
  onBook,
  onShare,
  onFinish,
}: {
  card: PatientCard;
  userId: string | undefined;
  onBook: (card: PatientCard) => void;
  onShare: (card: PatientCard) => void;
  onFinish: (card: PatientCard) => void;
}) {
  const { t } = useTranslation('mf-patients');
  return (
    <PatientCardView
      card={card}
      actions={
        <>
          <Button variant="secondary" onClick={() => onBook(card)}>
            {t('patients.book')}
          </Button>
          <Button variant="secondary" onClick={() => onShare(card)}>
            {t('patients.shareAccess')}
          </Button>
          {canFinishTreatment(card, userId) && (
            <Button variant="ghost" onClick={() => onFinish(card)}>
              {t('patients.finishTreatment')}
            </Button>
          )}
        </>
      }
    />
  );
});
