import { Suspense } from 'react';
import { overlayImplementations } from './overlay-loader';
import type { RadioGroupProps } from './radio-group-impl';

export type { RadioGroupProps, RadioOption } from './radio-group-impl';

const RadioGroupImplementation = overlayImplementations.RadioGroup;

/**
 * A labelled single choice; arrow keys move between options (Radix RadioGroup, radio-group-impl.tsx). Only
 * forms and dialogs use it, none of them on a first screen: its code comes with the overlays' chunk
 * (overlay-loader.ts), fetched after the first paint; a group rendered before that appears when it arrives.
 */
export function RadioGroup(props: RadioGroupProps) {
  return (
    <Suspense fallback={null}>
      <RadioGroupImplementation {...props} />
    </Suspense>
  );
}
