import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageLayout, useEscapeGoesBack } from 'shared-ui';
import { AppointmentTypeMoneyForm } from './appointment-type-money-form';

/** /settings/appointment/:id/edit */
export function EditAppointmentSettingPage() {
  const { t } = useTranslation('mf-billing');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  useEscapeGoesBack('/settings/appointments');
  const back = () => navigate('/settings/appointments');
  return (
    <PageLayout title={t('editAppointmentSetting.title')}>
      <AppointmentTypeMoneyForm
        appointmentTypeId={id}
        onSaved={back}
        onCancel={back}
        notFound={<Navigate to="/not-found" replace />}
      />
    </PageLayout>
  );
}
