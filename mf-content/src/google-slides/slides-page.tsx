import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Modal, PageLayout, PageSpinner, toast, useSession } from 'shared-ui';
import { ConfirmDialog } from '../common/confirm-dialog';
import type { Presentation } from './slides.resource';
import { splitLibrary } from './slides-rules';
import { SlidesViewer } from './slides-viewer';
import { useSectionOpen } from './use-section-open';
import { usePresentations, useRemovePresentation } from './use-slides';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  li > span {
    flex: 1;
  }
`;
const Toggle = styled.button`
  border: 0;
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.heading};
  font-weight: 600;
  cursor: pointer;
  padding: 0;
  text-align: left;
`;

function LibrarySection({
  title,
  items,
  empty,
  onOpen,
  onRemove,
}: {
  title: string;
  items: Presentation[];
  empty: string;
  onOpen: (p: Presentation) => void;
  /** Only the user's own slides can be removed; clinic slides are read-only. */
  onRemove?: (p: Presentation) => void;
}) {
  const { t } = useTranslation('mf-content');
  const [open, toggle] = useSectionOpen(title);
  const listId = useId();
  return (
    <Section>
      <h2>
        <Toggle aria-expanded={open} aria-controls={listId} onClick={toggle}>
          {open ? '▾' : '▸'} {title}
        </Toggle>
      </h2>
      {open &&
        (items.length === 0 ? (
          <p id={listId}>{empty}</p>
        ) : (
          <ul id={listId} aria-label={title}>
            {items.map((p) => (
              <li key={p.id}>
                <span>{p.name}</span>
                <Button onClick={() => onOpen(p)}>{t('slides.open')}</Button>
                {onRemove && (
                  <Button variant="ghost" onClick={() => onRemove(p)}>
                    {t('common.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </Section>
  );
}

/**
 * /google-slides/all: the clinic's slide library ('My slides', 'Clinics slides') and the viewer. Connecting a
 * slides account and adding presentations are not built yet (see README).
 */
export function SlidesPage() {
  const { t } = useTranslation('mf-content');
  const userId = useSession()?.userId;
  const presentations = usePresentations();
  const remove = useRemovePresentation();
  const [viewing, setViewing] = useState<Presentation | null>(null);
  const [removing, setRemoving] = useState<Presentation | null>(null);

  const { mine, clinic } = splitLibrary(presentations.data ?? [], userId);
  return (
    <PageLayout title={t('slides.title')}>
      {presentations.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : presentations.isError ? (
        <EmptyState role="alert" title={t('slides.loadFailed')} />
      ) : (
        <>
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
            onError: () => toast.error(t('slides.removeFailed')),
            onSettled: () => setRemoving(null),
          })
        }
      />
    </PageLayout>
  );
}
