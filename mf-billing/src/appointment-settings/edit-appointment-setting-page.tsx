import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageLayout, useEscapeGoesBack } from 'shared-ui';
import { AppointmentTypeMoneyForm } from './appointment-type-money-form';
import { useAppointmentType } from './use-appointment-type-money';

/** /settings/appointment/:id/edit */
export function EditAppointmentSettingPage() {
  const { t } = useTranslation('mf-billing');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useEscapeGoesBack('/settings/appointments');
  const back = () => navigate('/settings/appointments');
  // The type's name says which one is edited (the form reads the same query: one request).
  const type = useAppointmentType(id);
  return (
    <PageLayout title={t('editAppointmentSetting.title')} subtitle={type.data?.name}>
      <AppointmentTypeMoneyForm
        appointmentTypeId={id}
        onSaved={back}
        onCancel={back}
        notFound={<Navigate to="/not-found" replace />}
      />
    </PageLayout>
  );
}
