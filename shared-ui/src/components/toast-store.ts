import { useSyncExternalStore } from 'react';
import { css, type DefaultTheme } from 'styled-components';

// The toast messages and their looks, shared by the public Toaster (toast.tsx, the plain region before the
// overlays' code) and Radix's (toaster-impl.tsx, in the overlays' chunk): neither imports the other.

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  text: string;
}

type Listener = () => void;
let messages: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, text: string): void {
  messages = [...messages, { id: nextId++, kind, text }];
  emit();
}

export function dismissToast(id: number): void {
  messages = messages.filter((message) => message.id !== id);
  emit();
}

/** The messages on screen (the Toaster and its implementation render them). */
export function useToastMessages(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => messages,
    () => messages,
  );
}

/** Callable from anywhere (hooks, resources, other remotes); the shell renders the single <Toaster />. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};

/**
 * Spec 000/001: success toasts are titled 'Success' and error toasts 'Error'; the spec names no title for
 * an informational note, so it shows its text alone. The icon repeats the title's meaning and is hidden
 * from assistive technology.
 */
export function toastTitle(kind: ToastKind, t: (key: string) => string): string | null {
  if (kind === 'success') return t('toast.success');
  if (kind === 'error') return t('toast.error');
  return null;
}

/** The toast region's and a toast's looks: shared by the plain fallback here and Radix's (toaster-impl.tsx). */
export const toastRegionStyle = css`
  position: fixed;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  width: 420px;
  max-width: 100vw;
  z-index: ${({ theme }) => theme.zIndex.toast};
`;

export const toastKindColor = (theme: DefaultTheme, kind: ToastKind): string =>
  kind === 'error' ? theme.colors.danger : kind === 'success' ? theme.colors.success : theme.colors.primary;

export const toastCardStyle = css<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme, $kind }) => toastKindColor(theme, $kind)};
`;
