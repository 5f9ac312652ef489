import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps, LifeCycles } from 'single-spa';
import type { RemoteCustomProps } from 'shared-ui';
import { createResilientApplication } from './resilient-application';

function setup() {
  const element = document.createElement('div');
  document.body.append(element);
  const props = { name: 'mf-patients', domElementGetter: () => element } as unknown as RemoteCustomProps &
    AppProps;
  const remote = {
    bootstrap: jest.fn().mockResolvedValue(undefined),
    mount: jest.fn(async () => {
      element.textContent = 'Patients page';
    }),
    unmount: jest.fn(async () => {
      element.textContent = '';
    }),
  };
  return { element, props, remote: remote as unknown as LifeCycles<RemoteCustomProps> & typeof remote };
}

describe('createResilientApplication', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('mounts the remote once it loads', async () => {
    const { props, remote, element } = setup();
    const app = createResilientApplication(async () => remote);
    await app.mount(props);
    expect(remote.bootstrap).toHaveBeenCalledTimes(1);
    expect(element).toHaveTextContent('Patients page');
    await app.unmount(props);
    expect(remote.unmount).toHaveBeenCalledTimes(1);
  });

  it('shows an error panel when loading fails, and Retry mounts the remote once it is back', async () => {
    const { props, remote } = setup();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'))
      .mockResolvedValue(remote);
    const app = createResilientApplication(load);
    await act(async () => {
      await app.mount(props);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the workspace could not be loaded',
    );
    expect(remote.mount).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(remote.mount).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again on the next visit after a failure', async () => {
    const { props, remote } = setup();
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(remote);
    const app = createResilientApplication(load);
    await act(async () => {
      await app.mount(props);
    });
    await act(async () => {
      await app.unmount(props);
    });
    await act(async () => {
      await app.mount(props);
    });
    expect(remote.mount).toHaveBeenCalledTimes(1);
  });
});
