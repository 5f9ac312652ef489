import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { dismissToast, toastTitle, useToastMessages, type ToastKind } from './toast';

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

const kindColor = (theme: DefaultTheme, kind: ToastKind): string =>
  kind === 'error' ? theme.colors.danger : kind === 'success' ? theme.colors.success : theme.colors.primary;

const Root = styled(Toast.Root)<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadow};
  background: ${({ theme }) => theme.colors.surface};
  border-left: 4px solid ${({ theme, $kind }) => kindColor(theme, $kind)};
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $kind }) => kindColor(theme, $kind)};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled(Toast.Title)`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;

const Close = styled(Toast.Close)`
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ICONS: Record<ToastKind, LucideIcon> = { success: CircleCheck, error: CircleAlert, info: Info };

/** Radix's toasts (timers, swipe, F8 to the region): in the overlays' chunk, see toast.tsx. */
export function ToasterImpl({ closeLabel }: { closeLabel?: string }) {
  const { t } = useTranslation('common');
  const current = useToastMessages();
  return (
    <Toast.Provider swipeDirection="right" duration={5000}>
      {current.map((message) => {
        const Icon = ICONS[message.kind];
        const title = toastTitle(message.kind, t);
        return (
          <Root
            key={message.id}
            $kind={message.kind}
            type={message.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && dismissToast(message.id)}
          >
            <Icon size={20} aria-hidden="true" />
            <Body>
              {title && <Title>{title}</Title>}
              <Toast.Description>{message.text}</Toast.Description>
            </Body>
            <Close aria-label={closeLabel ?? t('actions.close')}>
              <X size={18} aria-hidden="true" />
            </Close>
          </Root>
        );
      })}
      <Viewport />
    </Toast.Provider>
  );
}
