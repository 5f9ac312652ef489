/** spec 001 §9: the countdown shows HH:mm:ss, capped at 99 hours; a start in the past shows 00:00:00. */
export const COUNTDOWN_CAP_MS = 99 * 3600_000 + 59 * 60_000 + 59_000;

export function countdown(startAt: Date, now: Date): string {
  const ms = Math.min(Math.max(startAt.getTime() - now.getTime(), 0), COUNTDOWN_CAP_MS);
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
