import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, List, ListItem, PageSpinner, useSession } from 'shared-ui';
import { fullName } from '../common/patient-card.rules';
import type { PatientProfile } from './patient-profile.resource';
import { attachCandidates, canUnattachSelf, newlyAttached } from './therapists.rules';
import { useAttachTherapists, useClinicTherapists, useUnattachSelf } from './use-patient-profile';

/** The whole row picks the therapist (a larger target than the box alone). */
const Choice = styled.label`
  flex: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * Attach clinic therapists to the patient (spec 001 §4, §6); the attached are notified by the database.
 * The selection starts from the stored list; the page remounts this tab (key) when the stored list changes.
 */
export function AttachedTherapistsTab({ patient }: { patient: PatientProfile }) {
  const { t } = useTranslation('mf-patients');
  const userId = useSession()?.userId;
  const therapists = useClinicTherapists();
  const attach = useAttachTherapists(patient.id);
  const unattach = useUnattachSelf(patient.id, fullName(patient));
  const [selected, setSelected] = useState<string[]>(patient.attachedTherapistIds);

  if (therapists.isPending) return <PageSpinner label={t('common.loading')} />;
  const candidates = attachCandidates(therapists.data ?? [], patient.mainTherapistId);
  if (candidates.length === 0) return <EmptyState icon={UserPlus} title={t('attached.none')} />;

  const toggle = (id: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, id] : current.filter((x) => x !== id)));
  const save = () => {
    const added = newlyAttached(patient.attachedTherapistIds, selected);
    const names = candidates.filter((c) => added.includes(c.id)).map(fullName);
    attach.mutate({ ids: selected, newlyAttachedNames: names });
  };

  return (
    <section aria-label={t('profile.tabs.ATTACHED_THERAPISTS')}>
      <List>
        {candidates.map((therapist) => (
          <ListItem key={therapist.id} $interactive>
            <Choice>
              <input
                type="checkbox"
                checked={selected.includes(therapist.id)}
                onChange={(e) => toggle(therapist.id, e.target.checked)}
              />
              {fullName(therapist)}
            </Choice>
          </ListItem>
        ))}
      </List>
      <Actions>
        <Button variant="primary" onClick={save} loading={attach.isPending}>
          {t('common.save')}
        </Button>
        {canUnattachSelf(userId, patient.attachedTherapistIds) && (
          <Button onClick={() => unattach.mutate()} loading={unattach.isPending}>
            {t('attached.unattachSelf')}
          </Button>
        )}
      </Actions>
    </section>
  );
}
