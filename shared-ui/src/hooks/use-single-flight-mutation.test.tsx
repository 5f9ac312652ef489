import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSingleFlightMutation } from './use-single-flight-mutation';

function setup() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let release: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const write = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  const { result } = renderHook(() => useSingleFlightMutation({ mutationFn: write }), { wrapper });
  return { result, write, release: (v: string) => release(v), fail: (e: Error) => fail(e) };
}

describe('useSingleFlightMutation', () => {
  it('mutate twice before a render writes once; after it settles a new call writes again', async () => {
    const { result, write, release } = setup();
    const onSuccess = jest.fn();
    act(() => {
      result.current.mutate(undefined, { onSuccess });
      result.current.mutate(undefined, { onSuccess });
    });
    await waitFor(() => expect(write).toHaveBeenCalled());
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => release('saved'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    act(() => result.current.mutate());
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });

  it('mutateAsync twice answers the running call’s promise; a failure can be tried again', async () => {
    const { result, write, fail } = setup();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync();
      second = result.current.mutateAsync();
    });
    expect(second).toBe(first);
    await waitFor(() => expect(write).toHaveBeenCalled());
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => {
      fail(new Error('refused'));
      await first.catch(() => undefined);
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => void result.current.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });
});
