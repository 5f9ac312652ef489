/**
 * The domain's words that more than one remote uses, written once. The database stores them as text (checked
 * there); the UI's labels live in each remote's i18n under `liveSessionType.<value>`.
 */

/** How a session takes place (spec 000/001), in the order the UI lists them. */
export const LIVE_SESSION_TYPES = ['VIDEO', 'PHONE', 'IN_OFFICE'] as const;
export type LiveSessionType = (typeof LIVE_SESSION_TYPES)[number];

export function isLiveSessionType(value: unknown): value is LiveSessionType {
  return (LIVE_SESSION_TYPES as readonly unknown[]).includes(value);
}
