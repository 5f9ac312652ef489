import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  formatMoney,
  Link,
  PageLayout,
  PageSpinner,
  ErrorPanel,
} from 'shared-ui';
import { CardHeader, CardMenu, CardText, CardTitle } from '../common/layout';
import { useAppointmentTypes } from '../common/use-appointment-types';

export function AppointmentTypesPage() {
  const { t } = useTranslation('mf-content');
  const navigate = useNavigate();
  const types = useAppointmentTypes();
  return (
    <PageLayout
      title={t('appointmentTypes.title')}
      subtitle={types.data ? t('appointmentTypes.subtitle', { count: types.data.length }) : undefined}
      actions={
        <Button variant="primary" onClick={() => navigate('/appointment-type/create')}>
          {t('appointmentTypes.add')}
        </Button>
      }
    >
      {types.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : types.isError ? (
        <ErrorPanel title={t('common.loadFailed')} onRetry={() => types.refetch()} />
      ) : types.data.length === 0 ? (
        <EmptyState title={t('appointmentTypes.empty')} />
      ) : (
        <CardGrid aria-label={t('appointmentTypes.title')}>
          {types.data.map((type) => (
            <Card key={type.id}>
              <CardHeader>
                <CardTitle>
                  <Link to={`/appointment-type/${type.id}`}>{type.name}</Link>
                </CardTitle>
                <CardMenu
                  label={t('common.actionsFor', { name: type.name })}
                  items={[
                    {
                      key: 'edit',
                      label: t('common.edit'),
                      onSelect: () => navigate(`/appointment-type/${type.id}/edit`),
                    },
                  ]}
                />
              </CardHeader>
              <CardText>
                {t('appointmentTypes.summary', {
                  duration: type.duration,
                  pause: type.pause,
                })}
              </CardText>
              <CardText>
                {type.price === 0 ? t('appointmentTypes.free') : formatMoney(type.price, type.currencyCode)}
              </CardText>
            </Card>
          ))}
        </CardGrid>
      )}
    </PageLayout>
  );
}
