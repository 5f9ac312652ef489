/** Spec 002 §4/§9: idle time from the clinic (default 60 min), warning 1 min before, checked every 5 s. */
export const DEFAULT_IDLE_MINUTES = 60;
export const WARNING_MS = 60_000;
export const CHECK_INTERVAL_MS = 5_000;
export const COUNTDOWN_TICK_MS = 1_000;

export type InactivityPhase = 'active' | 'warning' | 'expired';

export function expiryFrom(now: number, idleMinutes: number): number {
  return now + idleMinutes * 60_000;
}

export function phaseAt(now: number, expiry: number): InactivityPhase {
  if (now >= expiry) return 'expired';
  return expiry - now <= WARNING_MS ? 'warning' : 'active';
}

/** The expiry is stored per user so every tab of the app shares one idle clock. */
export function expiryKey(userId: string): string {
  return `inactivityExpiry:${userId}`;
}
