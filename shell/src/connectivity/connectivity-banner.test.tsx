import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { ConnectivityBanner } from './connectivity-banner';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ConnectivityBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setOnline(true);
    jest.useRealTimers();
  });

  it('warns after 11 s offline, stays until back online, then confirms for 3.5 s', () => {
    renderWithProviders(<ConnectivityBanner />);
    setOnline(false);
    advance(10_900);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(200);
    expect(screen.getByRole('alert')).toHaveTextContent('No internet connection or network is slow');
    // In the frame's flow (above the header, pushing it down), not laid over the header's controls.
    expect(getComputedStyle(screen.getByRole('alert')).position).not.toMatch(/fixed|absolute|sticky/);
    advance(60_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Connection restored');
    advance(3_500);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says nothing about a short blip', () => {
    renderWithProviders(<ConnectivityBanner />);
    setOnline(false);
    advance(5_000);
    setOnline(true);
    advance(20_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('comes back 5 s after being dismissed while still offline', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ConnectivityBanner />);
    setOnline(false);
    advance(11_000);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    advance(5_000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
