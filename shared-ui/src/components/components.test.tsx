import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Button } from './button';
import { Modal, Drawer } from './modal';
import { SEND_MODAL_WIDTH } from './modal-width';
import { Tabs } from './tabs';
import { TextField } from './text-field';
import { Dropdown } from './dropdown';
import { Toaster, toast } from './toast';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';

function ModalHarness({ drawer = false }: { drawer?: boolean }) {
  const [open, setOpen] = useState(false);
  const Dialog = drawer ? Drawer : Modal;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Create appointment">
        <TextField label="Title" />
      </Dialog>
    </>
  );
}

describe('Modal widths', () => {
  it("the send modals' width steps by window size (spec 001: 100 %, 80 %, 60 %, 50 %, 40 %)", async () => {
    renderWithProviders(
      <Modal open onOpenChange={() => {}} title="Send page" closeLabel="Close" width={SEND_MODAL_WIDTH}>
        <p>body</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send page' });
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const rules = [...dialog.classList].map((c) => css.slice(css.indexOf(`.${c}`)).split('}}')[0]).join('');
    for (const [from, width] of [
      [768, '80vw'],
      [992, '60vw'],
      [1200, '50vw'],
      [1600, '40vw'],
    ]) {
      expect(css).toContain(
        `@media (min-width: ${from}px){.${[...dialog.classList].at(-1)}{width:min(${width}`,
      );
    }
    expect(rules).toContain('width:min(100vw');
  });
});

describe('Modal and Drawer', () => {
  it.each([false, true])(
    'opens as a labelled dialog, traps focus and closes on Escape (drawer: %s)',
    async (drawer) => {
      const user = userEvent.setup();
      renderWithProviders(<ModalHarness drawer={drawer} />);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create appointment' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.tab();
      await user.tab();
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
    },
  );
});

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Tabs
        label="Live session type"
        items={[
          { value: 'VIDEO', label: 'Video', content: 'video slots' },
          { value: 'PHONE', label: 'Phone', content: 'phone slots' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('video slots');
    await user.click(screen.getByRole('tab', { name: 'Video' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('phone slots');
  });
});

describe('TextField', () => {
  it('ties its label and its error message to the input', () => {
    renderWithProviders(<TextField label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });
});

describe('Button', () => {
  it('blocks clicks while loading', async () => {
    const onClick = jest.fn();
    renderWithProviders(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Dropdown', () => {
  it('opens from its trigger and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithProviders(
      <Dropdown
        trigger={<Button>Menu</Button>}
        items={[
          { key: 'profile', label: 'Profile', onSelect: () => undefined },
          { key: 'logout', label: 'Log out', onSelect, separated: true },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

describe('Toaster', () => {
  it('shows messages raised from anywhere in the page', async () => {
    renderWithProviders(<Toaster />);
    act(() => toast.success('Your profile was updated'));
    expect(await screen.findByText('Your profile was updated')).toBeInTheDocument();
  });

  it('titles success toasts "Success" and error toasts "Error" (spec), and closes by its labelled button', async () => {
    renderWithProviders(<Toaster />);
    act(() => toast.success('Journal record was added'));
    const success = (await screen.findByText('Journal record was added')).closest('li')!;
    expect(within(success).getByText('Success')).toBeInTheDocument();
    act(() => toast.error('Error during saving changes'));
    const error = (await screen.findByText('Error during saving changes')).closest('li')!;
    expect(within(error).getByText('Error')).toBeInTheDocument();
    await userEvent.click(within(error).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Error during saving changes')).not.toBeInTheDocument());
  });
});

describe('EmptyState and ErrorPanel', () => {
  it('shows the empty text', () => {
    renderWithProviders(<EmptyState title="No events to display" />);
    expect(screen.getByText('No events to display')).toBeInTheDocument();
  });

  it('announces the failure and retries on request', async () => {
    const onRetry = jest.fn().mockResolvedValue(undefined);
    renderWithProviders(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the workspace could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
