import { useRef, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { ModalWidthSteps } from './modal-width';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

const panel = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const widthCss = (width: string | ModalWidthSteps) =>
  typeof width === 'string'
    ? `width: min(${width}, calc(100vw - 32px));`
    : width
        .map((step) =>
          step.from === 0
            ? `width: min(${step.width}, calc(100vw - 32px));`
            : `@media (min-width: ${step.from}px) { width: min(${step.width}, calc(100vw - 32px)); }`,
        )
        .join('\n');

const ModalContent = styled(Dialog.Content)<{
  $width: string | ModalWidthSteps;
  $height?: string | undefined;
}>`
  ${panel};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  ${({ $width }) => widthCss($width)}
  max-height: calc(100vh - 32px);
  ${({ $height }) => ($height ? `height: min(${$height}, calc(100vh - 32px));` : '')}
  border-radius: ${({ theme }) => theme.radii.large};
`;

const DrawerContent = styled(Dialog.Content)<{ $width: string; $side: 'left' | 'right' }>`
  ${panel};
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  width: min(${({ $width }) => $width}, 100vw);
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.heading};
`;

const Description = styled(Dialog.Description)`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
  overflow: auto;
  flex: 1;
`;

const CloseButton = styled(Dialog.Close)`
  border: 0;
  background: transparent;
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Radix returns focus to a Dialog.Trigger on close; our dialogs are opened by state from anywhere (a calendar
 * slot, a menu item), so the element that had focus when the dialog opened gets it back instead.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
}

function Heading({
  title,
  description,
  closeLabel,
}: Pick<DialogFrameProps, 'title' | 'description' | 'closeLabel'>) {
  return (
    <Header>
      <div>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : <Dialog.Description hidden />}
      </div>
      <CloseButton aria-label={closeLabel ?? 'Close'}>
        <X size={20} aria-hidden="true" />
      </CloseButton>
    </Header>
  );
}

/**
 * Radix closes the dialog on an Escape anywhere inside it (listening on the document, before the focused
 * element sees the key). When focus is on a control whose own popup is open (a combobox list, a menu
 * button), that Escape belongs to the popup: the dialog stays and the control closes its list.
 */
function keepDialogWhenAPopupIsOpen(event: KeyboardEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[aria-expanded="true"]')) event.preventDefault();
}

export interface ModalProps extends DialogFrameProps {
  /**
   * The spec's default modal width is 900 px; other dialogs use 60vw, the working-hours modal 70vw, the send
   * modals SEND_MODAL_WIDTH (a width per window size).
   */
  width?: string | ModalWidthSteps;
  height?: string;
}

/** Focus trap, Esc to close, scroll lock and aria wiring come from Radix Dialog. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  width = '900px',
  height,
  children,
}: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <ModalContent
          $width={width}
          $height={height}
          onEscapeKeyDown={keepDialogWhenAPopupIsOpen}
          {...returnFocus}
        >
          <Heading title={title} description={description} closeLabel={closeLabel} />
          <Body>{children}</Body>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface DrawerProps extends DialogFrameProps {
  width?: string;
  side?: 'left' | 'right';
}

export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  width = '420px',
  side = 'right',
  children,
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <DrawerContent
          $width={width}
          $side={side}
          onEscapeKeyDown={keepDialogWhenAPopupIsOpen}
          {...returnFocus}
        >
          <Heading title={title} description={description} closeLabel={closeLabel} />
          <Body>{children}</Body>
        </DrawerContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
