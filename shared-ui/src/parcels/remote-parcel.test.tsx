import { useEffect, useState } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders } from '../testing';
import { createParcelLifecycles } from './create-parcel-lifecycles';
import { showParcelPlaceholders } from './parcel-environment';
import { RemoteParcel } from './remote-parcel';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(),
}));

interface GreetingProps {
  patientId: string;
}

const unmounted = jest.fn();
const seenProps = jest.fn();

function Greeting(props: GreetingProps) {
  const navigate = useNavigate();
  seenProps(props);
  useEffect(() => unmounted, []);
  return (
    <section aria-label="Parcel content">
      <p>Booking for {props.patientId}</p>
      <button type="button" onClick={() => navigate('/dashboard/calendar')}>
        Open calendar
      </button>
    </section>
  );
}

const registered = { name: 'mf_calendar', entry: 'http://localhost:3001/mf-manifest.json' };

function setupRuntime() {
  const lifecycles = createParcelLifecycles(Greeting, {
    namespace: 'test-parcel',
    translations: { en: {}, no: {} },
  });
  const update = jest.spyOn(lifecycles, 'update');
  jest.mocked(getInstance).mockReturnValue({
    moduleCache: new Map(),
    options: { remotes: [registered] },
  } as unknown as ReturnType<typeof getInstance>);
  return { lifecycles, update };
}

function Host({ patientId: initial }: { patientId: string }) {
  const [patientId, setPatientId] = useState(initial);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <h1>Host page</h1>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <button type="button" onClick={() => setPatientId(`${patientId}+`)}>
        Next patient
      </button>
      <RemoteParcel<GreetingProps> remote="mf-calendar" parcel="appointment-form" props={{ patientId }} />
    </>
  );
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
  unmounted.mockReset();
  seenProps.mockReset();
  showParcelPlaceholders(false);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteParcel', () => {
  // Unmount the host inside act, before the global cleanup: single-spa unmounts a mounted parcel's own React
  // root through its lifecycle promises, and that unmount is a React update of its own (warned about outside act).
  afterEach(async () => {
    await act(async () => {
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  });

  it('shows a spinner while the parcel loads, then mounts it with its props (and nothing of single-spa)', async () => {
    const { lifecycles } = setupRuntime();
    let resolve!: (module: unknown) => void;
    jest.mocked(loadRemote).mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<Host patientId="p-1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(loadRemote).toHaveBeenCalledWith('mf_calendar/parcels/appointment-form');
    await act(async () => resolve(lifecycles));
    expect(await screen.findByText('Booking for p-1')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(seenProps).toHaveBeenLastCalledWith({ patientId: 'p-1' });
    expect(screen.getByText('Booking for p-1').closest('[data-parcel]')).toHaveAttribute(
      'data-parcel',
      'test-parcel',
    );
  });

  it('accepts a module whose lifecycles are its default export', async () => {
    const { lifecycles } = setupRuntime();
    jest.mocked(loadRemote).mockResolvedValue({ default: lifecycles });
    renderWithProviders(<Host patientId="p-1" />);
    expect(await screen.findByText('Booking for p-1')).toBeInTheDocument();
  });

  it('passes changed props to the mounted parcel, and nothing when they are equal', async () => {
    const { lifecycles, update } = setupRuntime();
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    renderWithProviders(<Host patientId="p-1" />);
    await screen.findByText('Booking for p-1');
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(update).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Next patient' }));
    expect(await screen.findByText('Booking for p-1+')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0]).toMatchObject({ patientId: 'p-1+' });
  });

  it('a parcel still loading mounts with the props of the latest render', async () => {
    const { lifecycles } = setupRuntime();
    let resolve!: (module: unknown) => void;
    jest.mocked(loadRemote).mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<Host patientId="p-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next patient' }));
    await act(async () => resolve(lifecycles));
    expect(await screen.findByText('Booking for p-1+')).toBeInTheDocument();
  });

  it('unmounts the parcel when it leaves the page', async () => {
    const { lifecycles } = setupRuntime();
    const unmount = jest.spyOn(lifecycles, 'unmount');
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    const view = renderWithProviders(<Host patientId="p-1" />);
    await screen.findByText('Booking for p-1');
    view.unmount();
    await waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('navigates through the real URL, so the shell routes it', async () => {
    const { lifecycles } = setupRuntime();
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    window.history.replaceState(null, '', '/playground');
    renderWithProviders(<Host patientId="p-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open calendar' }));
    expect(window.location.pathname).toBe('/dashboard/calendar');
  });

  it('shows an inline error with Retry when the remote cannot be loaded; the host keeps working', async () => {
    const { lifecycles } = setupRuntime();
    jest
      .mocked(loadRemote)
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValue(lifecycles);
    renderWithProviders(<Host patientId="p-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();
    // the failed fetch is forgotten, so Retry really fetches again
    expect(registerRemotes).toHaveBeenCalledWith([registered], { force: true });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Booking for p-1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves a remote whose entry is loaded registered (webpack retries a failed chunk itself)', async () => {
    setupRuntime();
    jest.mocked(getInstance).mockReturnValue({
      moduleCache: new Map([['mf_calendar', { inited: true }]]),
      options: { remotes: [registered] },
    } as unknown as ReturnType<typeof getInstance>);
    jest.mocked(loadRemote).mockRejectedValue(new Error('Loading chunk failed'));
    renderWithProviders(<Host patientId="p-1" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('shows the inline error when the parcel fails to mount', async () => {
    setupRuntime();
    const broken = {
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount failed');
      },
      unmount: async () => undefined,
    };
    jest.mocked(loadRemote).mockResolvedValue(broken);
    renderWithProviders(<Host patientId="p-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
  });

  it('a parcel that throws while rendering shows an error in its place; the host keeps working', async () => {
    setupRuntime();
    function Broken(): never {
      throw new Error('render failed');
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .mocked(loadRemote)
      .mockResolvedValue(
        createParcelLifecycles(Broken, { namespace: 'broken', translations: { en: {}, no: {} } }),
      );
    renderWithProviders(<Host patientId="p-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the workspace could not be loaded',
    );
    expect(screen.getByRole('heading', { name: 'Host page' })).toBeInTheDocument();
  });

  it('shows a labelled placeholder in QA mode and loads nothing', () => {
    showParcelPlaceholders(true);
    renderWithProviders(<Host patientId="p-1" />);
    expect(screen.getByTestId('parcel-placeholder')).toHaveTextContent('Parcel mf-calendar/appointment-form');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
