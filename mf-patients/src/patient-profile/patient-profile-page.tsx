import { ClipboardList, FileText, Package, Pencil, Receipt, SearchX, UserCog } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  EmptyState,
  ErrorPanel,
  PageLayout,
  PageSpinner,
  RemoteParcel,
  Tabs,
  useMediaQuery,
} from 'shared-ui';
import { AppointmentsTab } from './appointments-tab';
import { AttachedTherapistsTab } from './attached-therapists-tab';
import { FormAnswersTab } from './form-answers-tab';
import { PackageModal, ReassignModal } from './picker-modals';
import { PatientSummary } from './patient-summary';
import { EvaluationStates } from './evaluation-states';
import { PatientInfo } from './patient-info';
import { SendModal } from './send-modal';
import { ChatWidget } from './chat-widget';
import { fullName } from '../common/patient-card.rules';
import { attachedTabDisabled } from './therapists.rules';
import { usePatientProfile } from './use-patient-profile';

const Wide = styled.div`
  display: grid;
  grid-template-columns: minmax(300px, 1fr) 3fr;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

const Buttons = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** /patients/:id (spec 001 §2): patient card, evaluation states and actions; the five tabs. */
export function PatientProfilePage() {
  const { t } = useTranslation('mf-patients');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 1200px)');
  const profile = usePatientProfile(id);
  const [modal, setModal] = useState<'reassign' | 'package' | 'page' | 'form' | null>(null);

  if (profile.isPending) return <PageSpinner label={t('common.loading')} />;
  if (profile.isError)
    return (
      <PageLayout title={t('profile.title')}>
        <ErrorPanel title={t('profile.loadError', { id })} onRetry={() => void profile.refetch()} />
      </PageLayout>
    );
  const patient = profile.data;
  if (!patient)
    return (
      <PageLayout title={t('profile.title')}>
        <EmptyState icon={SearchX} title={t('profile.notFound')} />
      </PageLayout>
    );

  const left = (
    <Stack>
      <PatientSummary patient={patient} />
      <EvaluationStates patient={patient} />
      <PatientInfo patient={patient} />
      <Buttons aria-label={t('profile.actions')}>
        <Button variant="secondary" onClick={() => navigate(`/patients/${id}/edit`)}>
          <Pencil size={16} aria-hidden />
          {t('edit.edit')}
        </Button>
        <Button variant="secondary" onClick={() => setModal('reassign')}>
          <UserCog size={16} aria-hidden />
          {t('reassign.open')}
        </Button>
        <Button variant="secondary" onClick={() => setModal('package')}>
          <Package size={16} aria-hidden />
          {t('package.open')}
        </Button>
        <Button variant="secondary" onClick={() => setModal('page')}>
          <FileText size={16} aria-hidden />
          {t('send.pageButton')}
        </Button>
        <Button variant="secondary" onClick={() => setModal('form')}>
          <ClipboardList size={16} aria-hidden />
          {t('send.formButton')}
        </Button>
        {/* The patient's invoices are mf-billing's page; it filters by ?patient= (see the README). */}
        <Button variant="secondary" onClick={() => navigate(`/invoices?patient=${encodeURIComponent(id)}`)}>
          <Receipt size={16} aria-hidden />
          {t('profile.invoices')}
        </Button>
      </Buttons>
    </Stack>
  );
  const tabs = (
    <Tabs
      label={t('profile.tabsLabel')}
      items={[
        {
          value: 'JOURNAL',
          label: t('profile.tabs.JOURNAL'),
          content: (
            <RemoteParcel remote="mf-journal" parcel="patient-journal" props={{ patientId: patient.id }} />
          ),
        },
        {
          value: 'JOURNAL_LOGS',
          label: t('profile.tabs.JOURNAL_LOGS'),
          content: (
            <RemoteParcel remote="mf-journal" parcel="journal-logs" props={{ patientId: patient.id }} />
          ),
        },
        {
          value: 'QFORM_ANSWERS',
          label: t('profile.tabs.QFORM_ANSWERS'),
          content: <FormAnswersTab patientUserId={patient.id} />,
        },
        {
          value: 'ATTACHED_THERAPISTS',
          label: t('profile.tabs.ATTACHED_THERAPISTS'),
          disabled: attachedTabDisabled(patient.mainTherapistId, patient.attachedTherapistIds),
          content: <AttachedTherapistsTab key={patient.attachedTherapistIds.join()} patient={patient} />,
        },
        {
          value: 'APPOINTMENTS',
          label: t('profile.tabs.APPOINTMENTS'),
          content: <AppointmentsTab patientUserId={patient.id} />,
        },
      ]}
    />
  );

  const chat = <ChatWidget patientUserId={patient.id} patientName={fullName(patient)} />;

  return (
    <PageLayout title={t('profile.title')}>
      {wide ? (
        <Stack>
          <Wide>
            {left}
            <Stack>{tabs}</Stack>
          </Wide>
          {chat}
        </Stack>
      ) : (
        <Stack>
          {left}
          {tabs}
          {chat}
        </Stack>
      )}
      {modal === 'reassign' && <ReassignModal patient={patient} open onClose={() => setModal(null)} />}
      {modal === 'package' && <PackageModal patient={patient} open onClose={() => setModal(null)} />}
      {(modal === 'page' || modal === 'form') && (
        <SendModal patientUserId={patient.id} kind={modal} onClose={() => setModal(null)} />
      )}
    </PageLayout>
  );
}
