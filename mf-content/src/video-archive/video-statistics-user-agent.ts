import { UAParser } from 'ua-parser-js';

/** The device types and browsers the statistics tables name (spec 002 §2); anything else is 'unknown …'. */
export type DeviceType = 'desktop' | 'mobile' | 'tablet';
export type BrowserName = 'Chrome' | 'Safari' | 'Opera' | 'Firefox' | 'Edge';

export interface SessionAgent {
  deviceType: DeviceType | null;
  browserName: BrowserName | null;
  browserVersion: string | null;
}

const BROWSERS: readonly BrowserName[] = ['Chrome', 'Safari', 'Opera', 'Firefox', 'Edge'];
// ua-parser-js leaves device.type empty for computers; only these systems make such a session a desktop one
// (a bot or a command-line client has no device at all).
const DESKTOP_SYSTEMS = new Set([
  'windows',
  'macos',
  'mac os',
  'linux',
  'ubuntu',
  'debian',
  'fedora',
  'chrome os',
  'chromium os',
  'freebsd',
  'openbsd',
]);

/**
 * A browser family from a parser's name: ua-parser-js says 'Mobile Safari', 'Chrome WebView', 'Opera Mini',
 * 'Mobile Firefox', 'Edge WebView'; the tables show the family. Samsung Internet, Yandex, etc. are unknown.
 */
export function browserFamily(name: string | null | undefined): BrowserName | null {
  const words = (name ?? '').trim().split(/\s+/);
  const first = words[0]?.toLowerCase() === 'mobile' ? words[1] : words[0];
  return BROWSERS.find((browser) => browser.toLowerCase() === first?.toLowerCase()) ?? null;
}

/** A device type from a parser's value (case-insensitive); smart TVs, consoles, wearables… are unknown. */
export function deviceFamily(type: string | null | undefined): DeviceType | null {
  const lower = type?.trim().toLowerCase();
  return lower === 'desktop' || lower === 'mobile' || lower === 'tablet' ? lower : null;
}

/** The major version: 'Chrome 131' rather than 'Chrome 131.0.6778.86'. */
const majorOf = (version: string | null | undefined): string | null =>
  version?.trim() ? version.trim().split('.')[0]! : null;

// Parsing one user agent costs about a millisecond (the OS rules are the dearest); a viewer has a few
// distinct agents over hundreds of sessions, so each distinct string is parsed once per page load.
const parsed = new Map<string, SessionAgent>();
const CACHE_LIMIT = 500;

/** Device type, browser family and major version of a user agent, with ua-parser-js. */
export function describeUserAgent(userAgent: string): SessionAgent {
  const cached = parsed.get(userAgent);
  if (cached) return cached;
  const parser = new UAParser(userAgent);
  const browser = parser.getBrowser();
  const deviceType = parser.getDevice().type;
  const system = deviceType ? undefined : parser.getOS().name;
  const agent: SessionAgent = {
    deviceType: deviceType
      ? deviceFamily(deviceType)
      : system && DESKTOP_SYSTEMS.has(system.toLowerCase())
        ? 'desktop'
        : null,
    browserName: browserFamily(browser.name),
    browserVersion: browserFamily(browser.name) ? majorOf(browser.version) : null,
  };
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(userAgent, agent);
  return agent;
}
