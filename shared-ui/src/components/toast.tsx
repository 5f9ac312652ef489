import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { overlayImplementations, preloadOverlays, useOverlaysReady } from './overlay-loader';
import {
  dismissToast,
  toastCardStyle,
  toastRegionStyle,
  toastTitle,
  useToastMessages,
  type ToastKind,
  type ToastMessage,
} from './toast-store';

export { toast, type ToastKind } from './toast-store';

/**
 * The page's one toast region. Radix's toasts (ToasterImpl) come with the overlays' chunk, which no first
 * screen waits for (overlay-loader.ts): until it has arrived nothing is rendered — a message arriving
 * meanwhile fetches it at once and shows in a plain region (also when that fetch fails, e.g. offline, so an
 * error is never silent).
 */
export function Toaster({ closeLabel }: { closeLabel?: string }) {
  const current = useToastMessages();
  const ready = useOverlaysReady();
  useEffect(() => {
    if (current.length > 0 && !ready) preloadOverlays().catch(() => undefined);
  }, [current.length, ready]);
  if (ready) return <overlayImplementations.Toaster closeLabel={closeLabel} />;
  if (current.length === 0) return null;
  return <PlainToasts messages={current} closeLabel={closeLabel} />;
}

const PlainRegion = styled.div`
  ${toastRegionStyle}
`;

const PlainToast = styled.div<{ $kind: ToastKind }>`
  ${toastCardStyle}
  & > div {
    flex: 1;
  }
`;

function PlainToasts({ messages: shown, closeLabel }: { messages: ToastMessage[]; closeLabel?: string }) {
  const { t } = useTranslation('common');
  return (
    <PlainRegion role="region" aria-label={t('toast.region')}>
      {shown.map((message) => {
        const title = toastTitle(message.kind, t);
        return (
          <PlainToast
            key={message.id}
            $kind={message.kind}
            role={message.kind === 'error' ? 'alert' : 'status'}
          >
            <div>
              {title && <strong>{title}: </strong>}
              {message.text}
            </div>
            <button type="button" onClick={() => dismissToast(message.id)}>
              {closeLabel ?? t('actions.close')}
            </button>
          </PlainToast>
        );
      })}
    </PlainRegion>
  );
}
