/* eslint-disable @typescript-eslint/no-require-imports -- each test takes fresh copies of the modules
   (jest.resetModules), which only require() can do. */
import type * as Rtl from '@testing-library/react';
import type * as UserEvent from '@testing-library/user-event';
import type * as DropdownModule from './dropdown';
import type * as SelectModule from './select';
import type * as TooltipModule from './tooltip';
import type * as ModalModule from './modal';
import type * as ButtonModule from './button';
import type * as ToastModule from './toast';
import type * as Styled from 'styled-components';
import type * as ThemeModule from '../theme/theme';
import type * as Loader from './overlay-loader';
import type { ReactElement } from 'react';

/**
 * The overlays before their code has arrived (overlay-loader.ts). jest-setup preloads the overlays for every
 * test, so each test here starts from a fresh module registry (jest.resetModules) in which nothing is loaded
 * yet, and takes React, Testing Library and shared-ui from it (they must be the same copies, and the overlays'
 * later import() resolves in it too).
 */
type Fresh = {
  rtl: typeof Rtl;
  userEvent: typeof UserEvent.default;
  render: (ui: ReactElement) => void;
  ui: typeof DropdownModule &
    typeof SelectModule &
    typeof TooltipModule &
    typeof ModalModule &
    typeof ButtonModule &
    typeof ToastModule;
  loader: typeof Loader;
};

let fresh: Fresh | undefined;

/** user-event's clipboard registers afterEach/afterAll when first required: not allowed inside a test. */
function withoutHooks<T>(load: () => T): T {
  const { afterEach: each, afterAll: all } = globalThis;
  Object.assign(globalThis, { afterEach: () => undefined, afterAll: () => undefined });
  try {
    return load();
  } finally {
    Object.assign(globalThis, { afterEach: each, afterAll: all });
  }
}

function freshSharedUi(): Fresh {
  jest.resetModules();
  // A copy of Testing Library required inside a test must not register hooks; this file cleans up itself
  // (the first copy, from jest-setup, already made React's act environment global).
  process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
  const { ThemeProvider } = require('styled-components') as typeof Styled;
  const { theme } = require('../theme/theme') as typeof ThemeModule;
  const rtl = require('@testing-library/react') as typeof Rtl;
  // the fresh react-i18next needs its instance too (the app's i18n module registers it when loaded)
  require('../i18n/i18n');
  fresh = {
    rtl,
    userEvent: withoutHooks(() => (require('@testing-library/user-event') as typeof UserEvent).default),
    render: (ui) => void rtl.render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>),
    ui: {
      ...(require('./dropdown') as typeof DropdownModule),
      ...(require('./select') as typeof SelectModule),
      ...(require('./tooltip') as typeof TooltipModule),
      ...(require('./modal') as typeof ModalModule),
      ...(require('./button') as typeof ButtonModule),
      ...(require('./toast') as typeof ToastModule),
    },
    loader: require('./overlay-loader'),
  };
  return fresh;
}

afterEach(() => {
  fresh?.rtl.cleanup();
  fresh = undefined;
});

describe('overlays before their code has arrived', () => {
  it('a toast before the code has arrived shows at once in a plain region, then as Radix toast', async () => {
    const { rtl, render, ui, loader } = freshSharedUi();
    render(<ui.Toaster />);
    expect(rtl.screen.queryByRole('alert')).not.toBeInTheDocument();
    rtl.act(() => ui.toast.error('Could not save the note'));
    // Synchronously, without the overlays' code: an error is never silent (also when that code cannot load).
    expect(rtl.screen.getByRole('alert')).toHaveTextContent('Could not save the note');
    expect(loader.overlayImplementations.Toaster.isLoaded).toBe(false);
    // The message fetched the code; Radix's toast then shows it (with its timers and F8 region).
    await rtl.waitFor(() => expect(loader.overlayImplementations.Toaster.isLoaded).toBe(true));
    expect(await rtl.screen.findByText('Could not save the note')).toBeInTheDocument();
    expect(rtl.screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });

  it('a menu trigger reads as a closed menu button; a click fetches the code and opens the menu', async () => {
    const { rtl, userEvent, render, ui, loader } = freshSharedUi();
    const onSelect = jest.fn();
    render(
      <ui.Dropdown
        trigger={<ui.Button>Account</ui.Button>}
        items={[{ key: 'profile', label: 'Edit profile', onSelect }]}
      />,
    );
    const trigger = rtl.screen.getByRole('button', { name: 'Account' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(rtl.screen.queryByRole('menu')).not.toBeInTheDocument();

    await userEvent.setup().click(trigger);
    const menu = await rtl.screen.findByRole('menu');
    expect(loader.overlayImplementations.Dropdown.isLoaded).toBe(true);
    await userEvent.setup().click(rtl.within(menu).getByRole('menuitem', { name: 'Edit profile' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('a menu opens on a click when another overlay already fetched the code, and stays open', async () => {
    const { rtl, userEvent, render, ui, loader } = freshSharedUi();
    // A dialog fetched the overlays' code on its own (the shared chunk), before the idle preload ran.
    await rtl.act(() => loader.overlayImplementations.Modal.preload());
    render(
      <ui.Dropdown
        trigger={<ui.Button>Record actions</ui.Button>}
        items={[{ key: 'copy', label: 'Copy text', onSelect: () => undefined }]}
      />,
    );
    await userEvent.setup().click(rtl.screen.getByRole('button', { name: 'Record actions' }));
    const menu = await rtl.screen.findByRole('menu');
    // Past the press: the swap to the implementation waits for the timer set at pointerup.
    await rtl.act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(menu).toBeInTheDocument();
    expect(rtl.within(menu).getByRole('menuitem', { name: 'Copy text' })).toBeVisible();
  });

  it('a select shows its chosen option and Radix closed state; a click opens its list', async () => {
    const { rtl, userEvent, render, ui } = freshSharedUi();
    const onValueChange = jest.fn();
    render(
      <ui.Select
        label="View"
        options={[
          { value: 'week', label: 'Week' },
          { value: 'day', label: 'Day' },
        ]}
        value="week"
        onValueChange={onValueChange}
      />,
    );
    const trigger = rtl.screen.getByRole('combobox', { name: 'View' });
    expect(trigger).toHaveTextContent('Week');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(trigger);
    const list = await rtl.screen.findByRole('listbox');
    await userEvent.setup().click(rtl.within(list).getByRole('option', { name: 'Day' }));
    expect(onValueChange).toHaveBeenCalledWith('day');
  });

  it('an element with a tooltip keeps the focus when the code arrives, and its tooltip then shows', async () => {
    const { rtl, userEvent, render, ui, loader } = freshSharedUi();
    render(
      <ui.Tooltip content="Hide personal data">
        <ui.Button>Private mode</ui.Button>
      </ui.Tooltip>,
    );
    await userEvent.setup().tab();
    expect(rtl.screen.getByRole('button', { name: 'Private mode' })).toHaveFocus();
    await rtl.act(() => loader.preloadOverlays());
    expect(rtl.screen.getByRole('button', { name: /Private mode/ })).toHaveFocus();
    expect(await rtl.screen.findByRole('tooltip')).toHaveTextContent('Hide personal data');
  });

  it('a pointer resting on an element when the code arrives sees its tooltip without moving', async () => {
    const { rtl, userEvent, render, ui, loader } = freshSharedUi();
    render(
      <ui.Tooltip content="An appointment may be started at the earliest 60 minutes before its start">
        <ui.Button>Start appointment</ui.Button>
      </ui.Tooltip>,
    );
    await userEvent.setup().hover(rtl.screen.getByRole('button', { name: 'Start appointment' }));
    await rtl.act(() => loader.preloadOverlays());
    expect(await rtl.screen.findByRole('tooltip')).toHaveTextContent(
      'An appointment may be started at the earliest 60 minutes before its start',
    );
  });

  it('a closed dialog renders nothing and needs no code; opened, it appears once the code arrives', async () => {
    const { rtl, render, ui, loader } = freshSharedUi();
    const { Modal } = ui;
    function Harness({ open }: { open: boolean }) {
      return (
        <Modal open={open} onOpenChange={() => undefined} title="Working hours">
          body
        </Modal>
      );
    }
    render(<Harness open={false} />);
    expect(rtl.screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(loader.overlayImplementations.Modal.isLoaded).toBe(false);
    rtl.cleanup();
    render(<Harness open />);
    expect(await rtl.screen.findByRole('dialog', { name: 'Working hours' })).toBeInTheDocument();
  });
});
