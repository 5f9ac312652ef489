import { useEffect } from 'react';
import { placeholderTrigger, useDeferredTrigger } from './deferred-trigger';
import { overlayImplementations, requestOverlays } from './overlay-loader';
import type { PopoverProps } from './popover-impl';

export type { PopoverProps } from './popover-impl';

const PopoverImplementation = overlayImplementations.Popover;

/**
 * A non-modal dialog anchored to its trigger (Radix Popover, popover-impl.tsx). Until the overlays' code has
 * arrived (overlay-loader.ts) the trigger renders alone with the closed state's ARIA; a click fetches the code
 * and opens the popover (a controlled popover is asked through onOpenChange, as Radix would).
 */
export function Popover(props: PopoverProps) {
  const deferred = useDeferredTrigger();
  const { ready } = deferred;
  // Opened by its owner before the code arrived: fetch it now.
  useEffect(() => {
    if (props.open && !ready) requestOverlays();
  }, [props.open, ready]);
  if (ready) {
    return (
      <PopoverImplementation
        {...props}
        defaultOpen={props.open === undefined ? deferred.openOnArrival : undefined}
        triggerRef={deferred.triggerRef}
      />
    );
  }
  return placeholderTrigger(
    props.trigger,
    'dialog',
    deferred.intentHandlers({ onOpenIntent: () => props.onOpenChange?.(true) }),
  );
}
