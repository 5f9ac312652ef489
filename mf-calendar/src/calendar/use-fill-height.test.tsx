import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useFillHeight } from './use-fill-height';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const height = useFillHeight(ref);
  return <div ref={ref} data-testid="probe" data-height={height ?? ''} />;
}

/** The shell's content area (it scrolls) at `areaTop` on screen, `areaHeight` tall; the probe at `top`. */
function renderIn({ areaTop, areaHeight, top, windowHeight }: Record<string, number>) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: windowHeight });
  const area = document.createElement('main');
  area.style.overflowY = 'auto';
  Object.defineProperty(area, 'clientHeight', { configurable: true, value: areaHeight });
  area.getBoundingClientRect = () => ({ top: areaTop }) as DOMRect;
  document.body.append(area);
  const original = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'probe' ? ({ top } as DOMRect) : original.call(this);
  });
  const { getByTestId } = render(<Probe />, { container: area });
  return Number(getByTestId('probe').dataset.height);
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useFillHeight (the calendar fits below the page header, at most 78vh)', () => {
  it('ends the calendar 24 px above the bottom of the content area when 78vh would not fit', () => {
    // 1000 px window, header 64: content area 936 tall; the grid starts 300 px down the screen.
    expect(renderIn({ windowHeight: 1000, areaTop: 64, areaHeight: 936, top: 300 })).toBe(936 - 236 - 24);
  });

  it('is the spec’s 78vh when that fits', () => {
    expect(renderIn({ windowHeight: 1000, areaTop: 64, areaHeight: 936, top: 80 })).toBe(780);
  });

  it('never shrinks below 420 px on a short window (the content area scrolls then)', () => {
    expect(renderIn({ windowHeight: 500, areaTop: 64, areaHeight: 436, top: 300 })).toBe(420);
  });
});
