import { placeholderTrigger, useDeferredTrigger } from './deferred-trigger';
import type { DropdownProps } from './dropdown-impl';
import { overlayImplementations } from './overlay-loader';

export type { DropdownItem, DropdownProps } from './dropdown-impl';

const DropdownImplementation = overlayImplementations.Dropdown;

/**
 * A menu button (Radix DropdownMenu, dropdown-impl.tsx). Until the overlays' code has arrived
 * (overlay-loader.ts) the trigger renders alone with the closed menu button's ARIA; a click fetches the code
 * and opens the menu.
 */
export function Dropdown(props: DropdownProps) {
  const deferred = useDeferredTrigger();
  if (deferred.ready) {
    return (
      <DropdownImplementation
        {...props}
        defaultOpen={deferred.openOnArrival}
        triggerRef={deferred.triggerRef}
      />
    );
  }
  return placeholderTrigger(props.trigger, 'menu', deferred.intentHandlers({}));
}
