import {
  deviceSlices,
  formatDuration,
  formatProgress,
  browserLabel,
  needsPagination,
  pageCount,
  sessionProgress,
  sessionAgent,
  sessionsPage,
  viewsByDay,
  type ViewingSession,
} from './video-statistics.rules';

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

describe('device and browser of a session', () => {
  const label = (over: Partial<ViewingSession>) => {
    const agent = sessionAgent(session(over));
    return [agent.deviceType, browserLabel(agent)];
  };
  it('come from the user agent when the session has one', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(label({ userAgent: iphone, deviceType: 'desktop', browserName: 'Chrome' })).toEqual([
      'mobile',
      'Safari 18',
    ]);
  });
  it('fall back to the classified values, named like the parser names them', () => {
    expect(label({ deviceType: 'Mobile', browserName: 'Mobile Safari', browserVersion: '18.1' })).toEqual([
      'mobile',
      'Safari 18',
    ]);
    expect(label({ deviceType: 'desktop', browserName: 'Chrome', browserVersion: '131' })).toEqual([
      'desktop',
      'Chrome 131',
    ]);
    expect(label({ deviceType: 'tablet', browserName: 'Safari', browserVersion: null })).toEqual([
      'tablet',
      'Safari',
    ]);
  });
  it("are unknown ('unknown device', 'unknown browser') outside the spec's lists", () => {
    expect(label({ deviceType: 'smarttv', browserName: 'Yandex', browserVersion: '2' })).toEqual([
      null,
      null,
    ]);
    expect(label({ deviceType: null, browserName: null, browserVersion: null })).toEqual([null, null]);
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
    const of = (deviceType: string) => session({ deviceType });
    const sessions = [of('mobile'), of('smarttv'), of('Mobile'), of('desktop'), of('console'), of('mobile')];
    expect(deviceSlices(sessions)).toEqual([
      { device: 'mobile', views: 3 },
      { device: null, views: 2 },
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
    expect(formatDuration(240, 'no')).toBe('240,0');
    expect(formatProgress(39.58, 'en')).toBe('39.58 %');
    expect(formatProgress(39.58, 'no')).toBe('39,58 %');
    expect(formatProgress(100, 'no')).toBe('100 %');
  });
});
