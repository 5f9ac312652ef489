import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, PageLayout, RemoteParcel, TextField } from 'shared-ui';

/** The booking parcel's props as mf-calendar's README documents them (consumers never import its types). */
interface AppointmentFormParcelProps {
  patientUserId?: string;
  onBooked?: (booked: { appointmentId: string }) => void;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PropsForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  > :first-child {
    flex: 1;
  }
`;

const Log = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

/**
 * /playground (spec 000 §2.2: a developer test form): a page of the shell where a developer mounts a
 * remote's parcel and drives its props by hand. It is also the host the parcels e2e test uses, because it
 * exists whatever the state of the other remotes' pages.
 */
export function PlaygroundPage() {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [patientUserId, setPatientUserId] = useState('');
  const [booked, setBooked] = useState<string[]>([]);
  const onBooked = useCallback(
    ({ appointmentId }: { appointmentId: string }) => setBooked((ids) => [...ids, appointmentId]),
    [],
  );
  // One object per change of the ids, so the parcel is updated only when something changed.
  const props = useMemo<AppointmentFormParcelProps>(
    () => ({ ...(patientUserId ? { patientUserId } : {}), onBooked }),
    [patientUserId, onBooked],
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPatientUserId(draft.trim());
  };

  return (
    <PageLayout title={t('playground.title')} subtitle={t('playground.intro')}>
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>{t('playground.appointmentForm')}</Heading>
        <PropsForm onSubmit={apply}>
          <TextField
            label={t('playground.patientUserId')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('playground.apply')}</Button>
        </PropsForm>
        <RemoteParcel<AppointmentFormParcelProps>
          remote="mf-calendar"
          parcel="appointment-form"
          props={props}
        />
        <Heading as="h3">{t('playground.events')}</Heading>
        {booked.length === 0 ? (
          <Muted>{t('playground.noEvents')}</Muted>
        ) : (
          <Log aria-label={t('playground.events')}>
            {booked.map((id) => (
              <li key={id}>{t('playground.booked', { id })}</li>
            ))}
          </Log>
        )}
      </Section>
    </PageLayout>
  );
}
