import { placeholderTrigger, useDeferredTrigger } from './deferred-trigger';
import { overlayImplementations } from './overlay-loader';
import type { TooltipProps } from './tooltip-impl';

export type { TooltipProps } from './tooltip-impl';

const TooltipImplementation = overlayImplementations.Tooltip;

/**
 * A tooltip on a focusable element, shown on hover and on keyboard focus (Radix Tooltip, tooltip-impl.tsx).
 * Until the overlays' code has arrived (overlay-loader.ts) the element renders alone; a pointer entering it or
 * focus fetches the code, and the tooltip then works as usual (focus stays on the element; a pointer still over
 * it opens the tooltip at once, since no pointermove may follow).
 */
export function Tooltip(props: TooltipProps) {
  const deferred = useDeferredTrigger();
  if (deferred.ready)
    return (
      <TooltipImplementation
        {...props}
        defaultOpen={deferred.pointerInside}
        triggerRef={deferred.triggerRef}
      />
    );
  return placeholderTrigger(props.children, 'tooltip', deferred.intentHandlers({ tooltip: true }));
}
