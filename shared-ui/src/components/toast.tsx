import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import styled from 'styled-components';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastMessage {
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

function dismiss(id: number): void {
  messages = messages.filter((message) => message.id !== id);
  emit();
}

/** Callable from anywhere (hooks, resources, other remotes); the shell renders the single <Toaster />. */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  info: (text: string) => show('info', text),
};

const Viewport = styled(Toast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)};
  width: 420px;
  max-width: 100vw;
  margin: 0;
  list-style: none;
  z-index: ${({ theme }) => theme.zIndex.toast};
  outline: none;
`;

const Root = styled(Toast.Root)<{ $kind: ToastKind }>`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid
    ${({ theme, $kind }) =>
      $kind === 'error'
        ? theme.colors.danger
        : $kind === 'success'
          ? theme.colors.success
          : theme.colors.primary};
`;

const Close = styled(Toast.Close)`
  border: 0;
  background: transparent;
  cursor: pointer;
  font-size: 18px;
`;

export function Toaster({ closeLabel = 'Close' }: { closeLabel?: string }) {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => messages,
    () => messages,
  );
  return (
    <Toast.Provider swipeDirection="right" duration={5000}>
      {current.map((message) => (
        <Root
          key={message.id}
          $kind={message.kind}
          type={message.kind === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss(message.id)}
        >
          <Toast.Description>{message.text}</Toast.Description>
          <Close aria-label={closeLabel}>×</Close>
        </Root>
      ))}
      <Viewport />
    </Toast.Provider>
  );
}
