import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, EmptyState, Spinner, ErrorPanel } from 'shared-ui';
import { canGoNext, canGoPrevious, clampPage } from './slides.rules';
import { useSlidePages } from './use-slides';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;
const Stage = styled.figure`
  margin: 0;
  aspect-ratio: 16 / 9;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  figcaption {
    font-size: ${({ theme }) => theme.font.size.title};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;
const Notes = styled.p`
  margin: 0;
  white-space: pre-wrap;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export interface SlidesViewerProps {
  presentationId: string;
  /** The shown page (from 1). Leave out to let the viewer keep its own page. */
  page?: number;
  /** Called with the new page on previous/next (the live session syncs it to remote sharing). */
  onPageChange?: (page: number) => void;
}

/** A presentation's pages one at a time: previous/next (disabled at the ends) and a speaker-notes toggle. */
export function SlidesViewer({ presentationId, page, onPageChange }: SlidesViewerProps) {
  const { t } = useTranslation('mf-content');
  const pages = useSlidePages(presentationId);
  const [ownPage, setOwnPage] = useState(1);
  const [notesShown, setNotesShown] = useState(false);
  // The image source that did not load. A signed URL lives an hour: the first failure signs the pages again
  // (a new URL shows again); a page whose image still fails says so instead of leaving an empty box.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const signedAgain = useRef(false);

  if (pages.isPending) return <Spinner label={t('common.loading')} />;
  if (pages.isError) return <ErrorPanel title={t('slides.loadFailed')} onRetry={() => pages.refetch()} />;
  const count = pages.data.length;
  if (count === 0) return <EmptyState title={t('slides.noPages')} />;

  const current = clampPage(page ?? ownPage, count);
  const slide = pages.data[current - 1]!;
  const go = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  return (
    <Frame aria-label={t('slides.viewer')}>
      <Stage>
        {slide.imageUrl && slide.imageUrl !== failedUrl ? (
          <img
            key={slide.imageUrl}
            src={slide.imageUrl}
            alt={t('slides.pageOf', { page: current, count })}
            onError={() => {
              setFailedUrl(slide.imageUrl);
              if (!signedAgain.current) {
                signedAgain.current = true;
                void pages.refetch();
              }
            }}
          />
        ) : (
          <figcaption>
            {slide.imageUrl ? t('slides.imageFailed') : t('slides.pageOf', { page: current, count })}
          </figcaption>
        )}
      </Stage>
      <Controls>
        <Button onClick={() => go(current - 1)} disabled={!canGoPrevious(current)}>
          {t('slides.previous')}
        </Button>
        <span aria-live="polite">{t('slides.pageOf', { page: current, count })}</span>
        <Button onClick={() => go(current + 1)} disabled={!canGoNext(current, count)}>
          {t('slides.next')}
        </Button>
      </Controls>
      <Button variant="ghost" aria-pressed={notesShown} onClick={() => setNotesShown((shown) => !shown)}>
        {notesShown ? t('slides.hideNotes') : t('slides.showNotes')}
      </Button>
      {notesShown && <Notes>{slide.notes || t('slides.noNotes')}</Notes>}
    </Frame>
  );
}
