import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, EmptyState, PageLayout, PageSpinner, Tabs } from 'shared-ui';
import { Breadcrumbs } from '../common/layout';
import { useAppointmentType, useDefaultAppointmentTypeId } from '../common/use-appointment-types';

export type AppointmentTypeTab = 'scripts' | 'journal-templates';

/**
 * /appointment-type/:id/scripts and /appointment-type/:id/journal-templates (the bare id redirects to Scripts).
 * The open tab's content is another feature's list, given by the caller (src/appointment-type-tabs.tsx).
 */
export function AppointmentTypePage({
  tab,
  renderTab,
}: {
  tab: AppointmentTypeTab;
  renderTab: (appointmentTypeId: string) => ReactNode;
}) {
  const { t } = useTranslation('mf-content');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { type, isPending, isError } = useAppointmentType(id);
  const defaultType = useDefaultAppointmentTypeId();
  const defaultTypeId = defaultType.data;

  // The page also waits for the clinic's default type: until it is known, the add button's state (spec 002 §2)
  // is unknown, and 'Add script' must not look enabled on the default type while it loads.
  if (isPending || defaultType.isLoading) return <PageSpinner label={t('common.loading')} />;
  if (isError || !type)
    return (
      <PageLayout title={t('appointmentTypes.title')}>
        <EmptyState
          role={isError ? 'alert' : undefined}
          title={t(isError ? 'common.loadFailed' : 'common.notFound')}
        />
      </PageLayout>
    );

  // Spec 002 §2: the add button is disabled while the clinic's default type is open on the Scripts tab.
  const addDisabled = tab === 'scripts' && type.id === defaultTypeId;
  return (
    <PageLayout
      title={type.name}
      subtitle={
        <Breadcrumbs
          label={t('common.breadcrumbs')}
          items={[{ label: t('appointmentTypes.title'), to: '/appointment-types' }, { label: type.name }]}
        />
      }
      actions={
        <>
          <Button onClick={() => navigate(`/appointment-type/${id}/edit`)}>
            {t('appointmentTypes.editTitle')}
          </Button>
          <Button
            variant="primary"
            disabled={addDisabled}
            title={addDisabled ? t('scripts.defaultTypeHint') : undefined}
            onClick={() =>
              navigate(
                tab === 'scripts'
                  ? `/appointment-type/${id}/script/create`
                  : `/appointment-type/${id}/journal-template/create`,
              )
            }
          >
            {tab === 'scripts' ? t('scripts.add') : t('templates.add')}
          </Button>
        </>
      }
    >
      <Tabs
        label={t('appointmentTypes.tabs')}
        value={tab}
        onValueChange={(value) => navigate(`/appointment-type/${id}/${value}`)}
        items={[
          {
            value: 'scripts',
            label: t('scripts.title'),
            content: tab === 'scripts' ? renderTab(id) : null,
          },
          {
            value: 'journal-templates',
            label: t('templates.title'),
            content: tab === 'journal-templates' ? renderTab(id) : null,
          },
        ]}
      />
    </PageLayout>
  );
}
