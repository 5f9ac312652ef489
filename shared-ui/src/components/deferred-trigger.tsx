import {
  cloneElement,
  isValidElement,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { requestOverlays, useOverlaysReady } from './overlay-loader';

/** What the user's first gesture on a placeholder trigger asks for: open the overlay, or only load it. */
export type TriggerIntent = 'open' | 'load';

/** The closed-state ARIA Radix gives each kind of trigger, so the placeholder reads the same. */
const CLOSED_ARIA = {
  menu: { 'aria-haspopup': 'menu', 'aria-expanded': false, 'data-state': 'closed' },
  dialog: { 'aria-haspopup': 'dialog', 'aria-expanded': false, 'data-state': 'closed' },
  tooltip: { 'data-state': 'closed' },
  /** The caller's element already carries Radix Select's closed-state attributes. */
  combobox: {},
} as const;

export interface DeferredTrigger {
  /** The overlay's code has arrived: render the implementation. */
  ready: boolean;
  /** The user asked to open before the code arrived: the implementation opens as it mounts. */
  openOnArrival: boolean;
  /** The pointer is over the placeholder: a tooltip opens as its implementation mounts (no pointermove follows). */
  pointerInside: boolean;
  /** Put on the implementation's trigger: it gets focus back when the placeholder had it at the swap. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Event handlers for a placeholder trigger: remember focus, and load (and open) on the user's intent. */
  intentHandlers(intent: { onOpenIntent?: () => void; tooltip?: boolean }): {
    onFocus: (event: SyntheticEvent) => void;
    onBlur: (event: SyntheticEvent) => void;
    onPointerEnter?: (event: PointerEvent) => void;
    onPointerLeave?: (event: PointerEvent) => void;
    onPointerDown?: (event: PointerEvent) => void;
    onClick?: (event: SyntheticEvent) => void;
    onKeyDown?: (event: KeyboardEvent) => void;
  };
}

/**
 * An overlay's trigger is on screen from the first paint (the header's menus, the calendar's toolbar selects),
 * its overlay is not. Until the overlays' code has arrived the trigger renders as itself with the closed
 * state's ARIA; a click (or Enter, Space, ArrowDown) fetches the code and opens the overlay when it arrives; a
 * pointer entering or focus fetches it. When the code arrives every trigger swaps to its implementation, and
 * the one that had focus gets it back.
 */
export function useDeferredTrigger(): DeferredTrigger {
  const overlaysReady = useOverlaysReady();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  // The swap to the implementation waits while a press on the placeholder is under way: when the code arrives
  // between pointerdown and click (it may arrive within the same task when another overlay already fetched it),
  // the browser's mousedown focus and the click would land on a removed element or outside the menu that just
  // opened, which then closes at once (seen as a flaky e2e: the menu never showed). After the click, swap.
  const [pressing, setPressing] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const ready = overlaysReady && !pressing;
  const hadFocus = useRef(false);
  const triggerRef = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (ready && hadFocus.current) {
      hadFocus.current = false;
      triggerRef.current?.focus();
    }
  }, [ready]);

  return {
    ready,
    openOnArrival,
    pointerInside,
    triggerRef,
    intentHandlers: ({ onOpenIntent, tooltip }) => {
      const open = () => {
        setOpenOnArrival(true);
        onOpenIntent?.();
        requestOverlays();
      };
      const focusHandlers = {
        onFocus: () => {
          hadFocus.current = true;
          if (tooltip) requestOverlays();
        },
        onBlur: () => {
          hadFocus.current = false;
        },
      };
      if (tooltip)
        return {
          ...focusHandlers,
          onPointerEnter: () => {
            setPointerInside(true);
            requestOverlays();
          },
          onPointerLeave: () => setPointerInside(false),
        };
      return {
        ...focusHandlers,
        // Radix opens menus and selects on a mouse's pointerdown; Enter/Space arrive as a click.
        onPointerDown: (event) => {
          setPressing(true);
          // pointerup, mouseup and click are dispatched in one task: a timer set at pointerup runs after the click.
          const release = () => {
            window.removeEventListener('pointerup', release, true);
            window.removeEventListener('pointercancel', release, true);
            window.setTimeout(() => setPressing(false), 0);
          };
          window.addEventListener('pointerup', release, true);
          window.addEventListener('pointercancel', release, true);
          if (event.button === 0 && !event.ctrlKey) open();
        },
        onClick: open,
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            open();
          }
        },
      };
    },
  };
}

type HandlerProps = Record<string, ((event: never) => void) | undefined>;

/**
 * The trigger element (a Button) with the closed state's ARIA and the intent handlers, each composed after the
 * element's own handler (as Radix's Slot does).
 */
export function placeholderTrigger(
  trigger: ReactNode,
  kind: keyof typeof CLOSED_ARIA,
  handlers: ReturnType<DeferredTrigger['intentHandlers']>,
): ReactNode {
  if (!isValidElement(trigger)) return trigger;
  const element = trigger as ReactElement<Record<string, unknown>>;
  const composed: HandlerProps = {};
  for (const [name, handler] of Object.entries(handlers) as Array<[string, (event: never) => void]>) {
    const own = element.props[name] as ((event: never) => void) | undefined;
    composed[name] = (event: never) => {
      own?.(event);
      if (!(event as unknown as SyntheticEvent).defaultPrevented || name === 'onFocus' || name === 'onBlur') {
        handler(event);
      }
    };
  }
  return cloneElement(element, { ...CLOSED_ARIA[kind], ...composed });
}
