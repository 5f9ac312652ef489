import {
  deviceSlices,
  formatDuration,
  knownBrowser,
  knownDevice,
  needsPagination,
  pageCount,
  sessionProgress,
  sessionsPage,
  viewsByDay,
  type ViewingSession,
} from './video-statistics-rules';

const session = (over: Partial<ViewingSession> = {}): ViewingSession => ({
  deviceType: 'desktop',
  browserName: 'Chrome',
  browserVersion: '131',
  secondsPlayed: 95,
  isPlaybackCompleted: false,
  startDate: '2026-11-20T10:00:00Z',
  ...over,
});

describe('sessionProgress', () => {
  it('is 100 % when playback completed, whatever was played', () => {
    expect(sessionProgress(session({ isPlaybackCompleted: true, secondsPlayed: 3 }), 240)).toBe(100);
  });
  it('is seconds played / duration as a percentage to 2 decimals', () => {
    expect(sessionProgress(session({ secondsPlayed: 95 }), 240)).toBe(39.58);
    expect(sessionProgress(session({ secondsPlayed: 1 }), 3)).toBe(33.33);
  });
  it('is 0 without a duration', () => {
    expect(sessionProgress(session(), 0)).toBe(0);
    expect(sessionProgress(session(), null)).toBe(0);
  });
});

describe('device and browser', () => {
  it('knows desktop, mobile and tablet only', () => {
    expect(knownDevice('Mobile')).toBe('mobile');
    expect(knownDevice('smarttv')).toBeNull();
    expect(knownDevice(null)).toBeNull();
  });
  it('knows Chrome, Safari, Opera, Firefox and Edge, with the version', () => {
    expect(knownBrowser('Chrome', '131')).toBe('Chrome 131');
    expect(knownBrowser('Mobile Safari', '18')).toBeNull();
    expect(knownBrowser('Safari', null)).toBe('Safari');
    expect(knownBrowser('Yandex', '2')).toBeNull();
  });
});

describe('charts', () => {
  it('orders views by day and needs more than 2 points', () => {
    expect(viewsByDay({ '2026-11-21': 1, '2026-11-19': 2 })).toEqual({
      points: [
        { day: '2026-11-19', views: 2 },
        { day: '2026-11-21', views: 1 },
      ],
      enough: false,
    });
    expect(viewsByDay({ a: 1, b: 1, c: 1 }).enough).toBe(true);
  });
  it('makes device slices, most used first, unknown devices together', () => {
    expect(deviceSlices({ desktop: 1, mobile: 3, tv: 1, console: 2, tablet: 0 })).toEqual([
      { device: 'mobile', views: 3 },
      { device: null, views: 3 },
      { device: 'desktop', views: 1 },
    ]);
  });
});

describe('tables', () => {
  const many = Array.from({ length: 23 }, (_, i) => i);
  it('paginates only above 10 sessions', () => {
    expect(needsPagination(10)).toBe(false);
    expect(needsPagination(11)).toBe(true);
    expect(sessionsPage(many.slice(0, 10), 2)).toHaveLength(10);
    expect(sessionsPage(many, 3)).toEqual([20, 21, 22]);
    expect(pageCount(23)).toBe(3);
  });
  it('shows the duration with 1 decimal', () => {
    expect(formatDuration(240)).toBe('240.0');
    expect(formatDuration(null)).toBe('0.0');
  });
});
