import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';

type Listener = () => void;
let enabled = false;
const listeners = new Set<Listener>();

/**
 * Private mode (spec 002 §4): while on, patient personal data is blurred in every remote. The shell owns the
 * toggle (button, Ctrl+Shift+L, the inactivity warning); remotes wrap personal data in <PersonalData>.
 */
export const privateMode = {
  get: (): boolean => enabled,
  set(next: boolean): void {
    if (next === enabled) return;
    enabled = next;
    listeners.forEach((listener) => listener());
  },
  toggle(): void {
    privateMode.set(!enabled);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePrivateMode(): boolean {
  return useSyncExternalStore(privateMode.subscribe, privateMode.get, privateMode.get);
}

/** The spec's blur radius for personal data in private mode. */
export const PRIVATE_MODE_BLUR_PX = 5;

const Blurrable = styled.span<{ $blurred: boolean }>`
  filter: ${({ $blurred }) => ($blurred ? `blur(${PRIVATE_MODE_BLUR_PX}px)` : 'none')};
  transition: filter 120ms ease;
`;

/** Patient names, contact details, identifiers: blurred (and hidden from screen readers) in private mode. */
export function PersonalData({ children }: { children: ReactNode }) {
  const blurred = usePrivateMode();
  return (
    <Blurrable $blurred={blurred} aria-hidden={blurred || undefined} data-personal-data="">
      {children}
    </Blurrable>
  );
}
