import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  EmptyState,
  Modal,
  PageLayout,
  PageSpinner,
  toast,
  useErrorMessage,
  useSession,
  ErrorPanel,
} from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import { AddSlidesDialog } from './add-slides-dialog';
import { LibrarySection } from './library-section';
import type { Presentation } from './slides.resource';
import { splitLibrary } from './slides.rules';
import { SlidesViewer } from './slides-viewer';
import { useSlidesAccount, useStartAuthorisation } from './use-slides-account';
import { usePresentations, useRemovePresentation } from './use-slides';
import { useSlidesReturn } from './use-slides-return';

/**
 * /google-slides/all: 'Connect your account' until a slides account is connected; then the 'Presentations'
 * library ('My slides', 'Clinics slides'), 'Add Google Slides' and the viewer. The authorisation returns here
 * with `code`; the shell's 'Disconnect google slides' comes here with `action=disconnect`.
 */
export function SlidesPage() {
  const { t } = useTranslation('mf-content');
  const errorText = useErrorMessage('mf-content');
  const userId = useSession()?.userId;
  const account = useSlidesAccount();
  const presentations = usePresentations();
  const remove = useRemovePresentation();
  const flow = useSlidesReturn();
  const authorise = useStartAuthorisation();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<Presentation | null>(null);
  const [removing, setRemoving] = useState<Presentation | null>(null);

  const { mine, clinic } = splitLibrary(presentations.data ?? [], userId);
  const connected = Boolean(account.data);
  return (
    <PageLayout
      title={t('slides.title')}
      actions={connected ? <Button onClick={() => setAdding(true)}>{t('slides.add')}</Button> : undefined}
    >
      {account.isPending || presentations.isPending || flow.connecting ? (
        <PageSpinner label={t('common.loading')} />
      ) : account.isError || presentations.isError ? (
        <ErrorPanel
          title={t('slides.loadFailed')}
          onRetry={() => Promise.all([account.refetch(), presentations.refetch()])}
        />
      ) : !connected ? (
        <EmptyState
          title={t('slides.connect')}
          description={t('slides.connectHint')}
          action={
            <Button
              disabled={authorise.isPending || authorise.isSuccess}
              onClick={() =>
                authorise.mutate(undefined, {
                  onError: (error) => toast.error(errorText(error, 'errors.slides_auth_url_failed')),
                })
              }
            >
              {t('slides.connect')}
            </Button>
          }
        />
      ) : (
        <>
          <h2>{t('slides.presentations')}</h2>
          <LibrarySection
            title={t('slides.mySlides')}
            items={mine}
            empty={t('slides.empty')}
            onOpen={setViewing}
            onRemove={setRemoving}
          />
          <LibrarySection
            title={t('slides.clinicSlides')}
            items={clinic}
            empty={t('slides.empty')}
            onOpen={setViewing}
          />
        </>
      )}
      <AddSlidesDialog
        open={adding}
        onClose={() => setAdding(false)}
        savedSourceIds={mine.map((p) => p.googleSlideId)}
      />
      <Modal
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing?.name ?? ''}
      >
        {viewing && <SlidesViewer presentationId={viewing.id} />}
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t('slides.removeConfirm')}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => toast.success(t('slides.removed')),
            onError: (error) => toast.error(errorText(error, 'slides.removeFailed')),
            onSettled: () => setRemoving(null),
          })
        }
      />
      <ConfirmDialog
        open={flow.confirmDisconnect}
        title={t('slides.disconnectConfirm')}
        busy={flow.disconnecting}
        onCancel={flow.cancelDisconnect}
        onConfirm={flow.disconnect}
      />
    </PageLayout>
  );
}
