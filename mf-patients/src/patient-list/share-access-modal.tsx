import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Modal, PersonalData, Switch } from 'shared-ui';
import { fullName, type PatientCard } from '../common/patient-card.rules';
import { useSetPatientAccess } from '../common/use-patient-cards';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** spec 001 §6: the per-patient 'Allow view journal records' and 'Allow book appointments' switches. */
export function ShareAccessModal({ card, onClose }: { card: PatientCard | null; onClose(): void }) {
  const { t } = useTranslation('mf-patients');
  const mutation = useSetPatientAccess();
  return (
    <Modal
      open={Boolean(card)}
      onOpenChange={(open) => !open && onClose()}
      title={t('patients.shareAccess')}
      description={card ? <PersonalData>{fullName(card)}</PersonalData> : undefined}
      width="min(60vw, 520px)"
    >
      {card && (
        <Column>
          <Switch
            label={t('patients.allowViewJournal')}
            checked={card.isAllowViewJournalRecords}
            disabled={mutation.isPending}
            onCheckedChange={(value) =>
              mutation.mutate({ patientUserId: card.id, access: 'VIEW_JOURNAL_RECORDS', value })
            }
          />
          <Switch
            label={t('patients.allowBook')}
            checked={card.isAllowClientScheduleAppointment}
            disabled={mutation.isPending}
            onCheckedChange={(value) =>
              mutation.mutate({ patientUserId: card.id, access: 'BOOK_APPOINTMENTS', value })
            }
          />
        </Column>
      )}
    </Modal>
  );
}
