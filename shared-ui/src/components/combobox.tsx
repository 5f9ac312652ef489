import { Suspense, type ComponentType } from 'react';
import type { ComboboxProps } from './combobox-impl';
import { overlayImplementations } from './overlay-loader';

export type { ComboboxGroup, ComboboxProps } from './combobox-impl';

const ComboboxImplementation = overlayImplementations.Combobox as unknown as ComponentType<
  ComboboxProps<unknown>
>;

/**
 * A searchable select (downshift's useCombobox, combobox-impl.tsx). Only forms use it, none of them on a
 * first screen: downshift comes with the overlays' chunk (overlay-loader.ts), fetched after the first paint;
 * a combobox rendered before that appears when it arrives.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  return (
    <Suspense fallback={null}>
      <ComboboxImplementation {...(props as ComboboxProps<unknown>)} />
    </Suspense>
  );
}
