import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, List, ListItem, PageLayout, PageSpinner, toast, useSession } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { Breadcrumbs, CardMenu } from '../common/layout';
import { useAppointmentType } from '../common/use-appointment-types';
import { availableEndings } from './script.rules';
import { useRemoveScriptItem, useScriptItems, useScripts } from './use-scripts';
import { useStepOrder } from './use-step-order';
import { useSaveFailure } from '../common/use-save-failure';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const SectionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.heading};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
const ItemName = styled.span`
  flex: 1;
  align-self: center;
  font-weight: 600;
  overflow-wrap: anywhere;
`;
const Muted = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** /appointment-type/:id/script/:scriptId: the script's steps and endings. */
export function ScriptPage() {
  const { t } = useTranslation('mf-content');
  const saveFailed = useSaveFailure();
  const navigate = useNavigate();
  const { id = '', scriptId = '' } = useParams();
  const userId = useSession()?.userId;
  const { type } = useAppointmentType(id);
  const scripts = useScripts(id);
  const items = useScriptItems(scriptId);
  const remove = useRemoveScriptItem(scriptId);
  const order = useStepOrder(scriptId, items.steps, { saved: t('steps.orderSaved') });
  const [removing, setRemoving] = useState<string | null>(null);
  const script = scripts.data?.find((s) => s.id === scriptId);

  if (scripts.isPending || items.isPending) return <PageSpinner label={t('common.loading')} />;
  if (scripts.isError || items.isError || !script)
    return (
      <PageLayout title={t('scripts.title')}>
        <EmptyState title={t(script ? 'common.loadFailed' : 'common.notFound')} />
      </PageLayout>
    );

  const mine = script.createdBy === userId;
  const base = `/appointment-type/${id}/script/${scriptId}`;
  const endingsLeft = availableEndings(items.endings).length;
  const menu = (itemId: string, label: string, editable: boolean) => (
    <CardMenu
      label={t('common.actionsFor', { name: label })}
      items={
        mine
          ? [
              ...(editable
                ? [
                    {
                      key: 'edit',
                      label: t('common.edit'),
                      onSelect: () => navigate(`${base}/step/${itemId}/edit`),
                    },
                  ]
                : []),
              { key: 'remove', label: t('common.remove'), onSelect: () => setRemoving(itemId) },
            ]
          : []
      }
    />
  );

  return (
    <PageLayout
      title={script.name}
      subtitle={
        <Breadcrumbs
          label={t('common.breadcrumbs')}
          items={[
            { label: t('appointmentTypes.title'), to: '/appointment-types' },
            { label: type?.name ?? '…', to: `/appointment-type/${id}/scripts` },
            { label: script.name },
          ]}
        />
      }
    >
      <Section aria-labelledby="steps-heading">
        <SectionHeader>
          <h2 id="steps-heading">{t('steps.title')}</h2>
          {mine && (
            <div>
              <Button onClick={order.toggle} loading={order.saving} disabled={items.steps.length < 2}>
                {order.ordering ? t('steps.saveOrder') : t('steps.changeOrder')}
              </Button>
              <Button
                variant="primary"
                disabled={order.ordering}
                onClick={() => navigate(`${base}/step/create`)}
              >
                {t('steps.add')}
              </Button>
            </div>
          )}
        </SectionHeader>
        {order.items.length === 0 ? (
          <EmptyState title={t('steps.empty')} />
        ) : (
          <List as="ol" aria-label={t('steps.title')}>
            {order.items.map((step, index) => (
              <ListItem key={step.id}>
                <ItemName>{step.name}</ItemName>
                <Muted>{t(`steps.types.${step.type}`)}</Muted>
                {order.ordering ? (
                  <>
                    <Button
                      variant="ghost"
                      aria-label={t('steps.moveUp', { name: step.name })}
                      disabled={index === 0}
                      onClick={() => order.move(index, -1)}
                    >
                      <ArrowUp size={16} aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('steps.moveDown', { name: step.name })}
                      disabled={index === order.items.length - 1}
                      onClick={() => order.move(index, 1)}
                    >
                      <ArrowDown size={16} aria-hidden="true" />
                    </Button>
                  </>
                ) : (
                  menu(step.id, step.name ?? '', true)
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section aria-labelledby="endings-heading">
        <SectionHeader>
          <h2 id="endings-heading">{t('endings.title')}</h2>
          {mine && (
            <Button
              variant="primary"
              disabled={endingsLeft === 0}
              onClick={() => navigate(`${base}/ending/create`)}
            >
              {t('endings.add')}
            </Button>
          )}
        </SectionHeader>
        {items.endings.length === 0 ? (
          <EmptyState title={t('endings.empty')} />
        ) : (
          <List aria-label={t('endings.title')}>
            {items.endings.map((ending) => (
              <ListItem key={ending.id}>
                <ItemName>{t(`endings.types.${ending.type}`)}</ItemName>
                {menu(ending.id, t(`endings.types.${ending.type}`), false)}
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <ConfirmDialog
        open={removing !== null}
        title={t('steps.removeConfirm')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => toast.success(t('steps.removed')),
            onError: (failure) => saveFailed(failure),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </PageLayout>
  );
}
