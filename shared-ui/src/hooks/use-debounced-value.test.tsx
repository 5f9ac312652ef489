import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('follows the value only once it has stayed the same for the delay', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
    initialProps: { value: '' },
  });
  rerender({ value: 'a' });
  act(() => void jest.advanceTimersByTime(200));
  rerender({ value: 'an' });
  act(() => void jest.advanceTimersByTime(200));
  expect(result.current).toBe('');
  act(() => void jest.advanceTimersByTime(50));
  expect(result.current).toBe('an');
});
