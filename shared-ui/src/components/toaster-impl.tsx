import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  dismissToast,
  toastCardStyle,
  toastKindColor,
  toastRegionStyle,
  toastTitle,
  useToastMessages,
  type ToastKind,
} from './toast-store';

const Viewport = styled(Toast.Viewport)`
  ${toastRegionStyle}
  margin: 0;
  list-style: none;
  outline: none;
`;

const Root = styled(Toast.Root)<{ $kind: ToastKind }>`
  ${toastCardStyle}
  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme, $kind }) => toastKindColor(theme, $kind)};
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
