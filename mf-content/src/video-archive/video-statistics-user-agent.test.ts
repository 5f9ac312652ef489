import { browserFamily, describeUserAgent, deviceFamily } from './video-statistics-user-agent';

// Real user agents of current browsers (Nov 2026 versions) → what the statistics tables show.
const AGENTS: Array<[string, string, ReturnType<typeof describeUserAgent>]> = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { deviceType: 'desktop', browserName: 'Chrome', browserVersion: '131' },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    { deviceType: 'mobile', browserName: 'Safari', browserVersion: '18' },
  ],
  [
    'Safari on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { deviceType: 'tablet', browserName: 'Safari', browserVersion: '17' },
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    { deviceType: 'desktop', browserName: 'Safari', browserVersion: '18' },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    { deviceType: 'desktop', browserName: 'Edge', browserVersion: '131' },
  ],
  [
    'Opera on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
    { deviceType: 'desktop', browserName: 'Opera', browserVersion: '115' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { deviceType: 'desktop', browserName: 'Firefox', browserVersion: '133' },
  ],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { deviceType: 'mobile', browserName: 'Chrome', browserVersion: '131' },
  ],
  [
    'Chrome on an Android tablet',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { deviceType: 'tablet', browserName: 'Chrome', browserVersion: '131' },
  ],
  [
    'Samsung Internet (not in the spec’s list)',
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    { deviceType: 'mobile', browserName: null, browserVersion: null },
  ],
  ['a command-line client', 'curl/8.5.0', { deviceType: null, browserName: null, browserVersion: null }],
  ['an empty agent', '', { deviceType: null, browserName: null, browserVersion: null }],
];

describe('describeUserAgent (ua-parser-js → the spec’s device types and browsers)', () => {
  it.each(AGENTS)('%s', (_label, userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  it('parses each distinct agent once', () => {
    const agent = AGENTS[0]![1];
    expect(describeUserAgent(agent)).toBe(describeUserAgent(agent));
  });
});

describe('browserFamily and deviceFamily (values a caller classified itself)', () => {
  it('names the family of the parser’s browser names', () => {
    expect(browserFamily('Mobile Safari')).toBe('Safari');
    expect(browserFamily('Chrome WebView')).toBe('Chrome');
    expect(browserFamily('Mobile Firefox')).toBe('Firefox');
    expect(browserFamily('Opera Mini')).toBe('Opera');
    expect(browserFamily('edge')).toBe('Edge');
    expect(browserFamily('Chromium')).toBeNull();
    expect(browserFamily('Yandex')).toBeNull();
    expect(browserFamily(null)).toBeNull();
  });
  it('knows desktop, mobile and tablet only', () => {
    expect(deviceFamily('Mobile')).toBe('mobile');
    expect(deviceFamily('desktop')).toBe('desktop');
    expect(deviceFamily('smarttv')).toBeNull();
    expect(deviceFamily(undefined)).toBeNull();
  });
});
