import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

/** A controllable matchMedia: `setWidth` changes the viewport and notifies the lists whose answer changed. */
function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const lists: Array<{ query: string; listeners: Set<() => void>; last: boolean }> = [];
  const evaluate = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  const matchMedia = jest.fn((query: string) => {
    const entry = { query, listeners: new Set<() => void>(), last: evaluate(query) };
    lists.push(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    matchMedia,
    listenerCount: () => lists.reduce((sum, entry) => sum + entry.listeners.size, 0),
    setWidth(next: number) {
      width = next;
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          entry.listeners.forEach((listener) => listener());
        }
      }
    },
  };
}

function Probe({ query }: { query: string }) {
  return <output>{useMediaQuery(query) ? 'matches' : 'does not match'}</output>;
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    if (original) window.matchMedia = original;
    else Reflect.deleteProperty(window, 'matchMedia');
  });

  it('answers on the first render and follows changes of the viewport', () => {
    const fake = fakeMatchMedia(1000);
    window.matchMedia = fake.matchMedia;
    render(<Probe query="(max-width: 1199px)" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^matches$/);
    act(() => fake.setWidth(1400));
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
    act(() => fake.setWidth(800));
    expect(screen.getByRole('status')).toHaveTextContent(/^matches$/);
  });

  it('re-subscribes when the query changes and stops listening on unmount', () => {
    const fake = fakeMatchMedia(1000);
    window.matchMedia = fake.matchMedia;
    const { rerender, unmount } = render(<Probe query="(max-width: 1199px)" />);
    expect(fake.listenerCount()).toBe(1);
    rerender(<Probe query="(max-width: 767px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
    expect(fake.listenerCount()).toBe(1);
    unmount();
    expect(fake.listenerCount()).toBe(0);
  });

  it('is false where matchMedia does not exist', () => {
    Reflect.deleteProperty(window, 'matchMedia');
    render(<Probe query="(max-width: 1199px)" />);
    expect(screen.getByRole('status')).toHaveTextContent('does not match');
  });
});
