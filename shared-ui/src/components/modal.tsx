import { Suspense } from 'react';
import { overlayImplementations } from './overlay-loader';
import type { DrawerProps, ModalProps } from './modal-impl';

export type { DrawerProps, ModalProps } from './modal-impl';

const ModalImplementation = overlayImplementations.Modal;
const DrawerImplementation = overlayImplementations.Drawer;

/**
 * Focus trap, Esc to close, scroll lock and aria wiring come from Radix Dialog (modal-impl.tsx). A closed
 * dialog renders nothing, so its code is not needed before it opens: it is fetched after the first paint
 * (overlay-loader.ts) and, when a dialog opens before that, on opening (the dialog appears when it arrives).
 */
export function Modal(props: ModalProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <ModalImplementation {...props} />
    </Suspense>
  ) : null;
}

/** A dialog sliding in from a side (see Modal). */
export function Drawer(props: DrawerProps) {
  return props.open ? (
    <Suspense fallback={null}>
      <DrawerImplementation {...props} />
    </Suspense>
  ) : null;
}
