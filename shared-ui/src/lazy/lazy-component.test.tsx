import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyComponent } from './lazy-component';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((value) => value + 1)}>count {count}</button>;
}

describe('lazyComponent', () => {
  it('suspends until the code arrives when nothing preloaded it', async () => {
    const load = deferred<typeof Greeting>();
    const LazyGreeting = lazyComponent(() => load.promise);
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Kari" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(LazyGreeting.isLoaded).toBe(false);
    await act(async () => load.resolve(Greeting));
    expect(await screen.findByText('Hello Kari')).toBeInTheDocument();
    expect(LazyGreeting.isLoaded).toBe(true);
  });

  it('renders synchronously, without the fallback, once preloaded', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyComponent(load);
    await LazyGreeting.preload();
    await LazyGreeting.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="Ola" />
      </Suspense>,
    );
    // Synchronous: the first commit already shows the content.
    expect(screen.getByText('Hello Ola')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the state of an instance that suspended when its parent renders again', async () => {
    const load = deferred<typeof Counter>();
    const LazyCounter = lazyComponent(() => load.promise);
    function Parent() {
      const [, setTick] = useState(0);
      return (
        <>
          <button onClick={() => setTick((value) => value + 1)}>rerender</button>
          <Suspense fallback={<p>loading</p>}>
            <LazyCounter />
          </Suspense>
        </>
      );
    }
    render(<Parent />);
    await act(async () => load.resolve(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'count 0' }));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'rerender' }));
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  });

  it('fetches again after a failed fetch', async () => {
    const load = jest
      .fn<Promise<typeof Greeting>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Greeting);
    const LazyGreeting = lazyComponent(load);
    await expect(LazyGreeting.preload()).rejects.toThrow('chunk failed');
    await LazyGreeting.preload();
    expect(LazyGreeting.isLoaded).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
