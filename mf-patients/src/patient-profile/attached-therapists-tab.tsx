import { UserPlus } from 'lucide-react';
import { IconEmptyState } from '../common/empty-state';
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, PageSpinner, useSession } from 'shared-ui';
import { fullName } from '../common/patient-card.model';
import type { PatientProfile } from './patient-profile.resource';
import { attachCandidates, canUnattachSelf, newlyAttached } from './therapists.model';
import { useAttachTherapists, useClinicTherapists, useUnattachSelf } from './use-patient-profile';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The selection starts from the stored list; the page remounts this tab (key) when the stored list changes.
 * Attach clinic therapists to the patient (spec 001 §4, §6); the attached are notified by the database. */
export function AttachedTherapistsTab({ patient }: { patient: PatientProfile }) {
  const { t } = useTranslation('mf-patients');
  const userId = useSession()?.userId;
  const therapists = useClinicTherapists();
  const attach = useAttachTherapists(patient.id);
  const unattach = useUnattachSelf(patient.id, fullName(patient));
  const [selected, setSelected] = useState<string[]>(patient.attachedTherapistIds);

  if (therapists.isPending) return <PageSpinner label={t('common.loading')} />;
  const candidates = attachCandidates(therapists.data ?? [], patient.mainTherapistId);
  if (candidates.length === 0) return <IconEmptyState icon={UserPlus} title={t('attached.none')} />;

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
          <li key={therapist.id}>
            <label>
              <input
                type="checkbox"
                checked={selected.includes(therapist.id)}
                onChange={(e) => toggle(therapist.id, e.target.checked)}
              />{' '}
              {fullName(therapist)}
            </label>
          </li>
        ))}
      </List>
      <Actions>
        <Button onClick={save} disabled={attach.isPending}>
          {t('common.save')}
        </Button>
        {canUnattachSelf(userId, patient.attachedTherapistIds) && (
          <Button variant="secondary" onClick={() => unattach.mutate()} disabled={unattach.isPending}>
            {t('attached.unattachSelf')}
          </Button>
        )}
      </Actions>
    </section>
  );
}
