import { renderHook, waitFor } from '@testing-library/react';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  it('keeps the previous value through the frame in which it changed, then takes the new one', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
        initialProps: { value: 'week 1' },
      });
      expect(result.current).toBe('week 1');
      rerender({ value: 'week 2' });
      expect(result.current).toBe('week 1');
      // the frame is painted, then the next task
      frames.shift()!(0);
      expect(result.current).toBe('week 1');
      await waitFor(() => expect(result.current).toBe('week 2'));
    } finally {
      raf.mockRestore();
    }
  });

  it('takes only the latest of values that change before a frame', async () => {
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    await waitFor(() => expect(result.current).toBe(3));
  });
});
