import { sessionStore } from 'shared-ui';
import type { SaveAction } from './editor.rules';

/**
 * Text being written survives a lost connection and a reload (spec: offline safety): it is kept in this
 * tab's sessionStorage under the signed-in user and the editor it belongs to, removed once saved and at
 * sign-out. A save pressed while offline is remembered (`pending`) and made once when the connection returns.
 * Never logged, never sent anywhere but the journal functions.
 */
export interface StoredDraft {
  html: string;
  progression: number | null;
  /** A save the user asked for that could not reach the server yet. */
  pending: SaveAction | null;
}

const PREFIX = 'mf-journal:draft:';
const keyOf = (userId: string, scope: string) => `${PREFIX}${userId}:${scope}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(userId: string, scope: string): StoredDraft | null {
  const raw = storage()?.getItem(keyOf(userId, scope));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredDraft;
    return typeof parsed.html === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function storeDraft(userId: string, scope: string, draft: StoredDraft): void {
  try {
    storage()?.setItem(keyOf(userId, scope), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the text is still in the editor
  }
}

export function clearDraft(userId: string, scope: string): void {
  storage()?.removeItem(keyOf(userId, scope));
}

/** Removes every journal draft of this tab (sign-out, another user signing in). */
export function clearAllDrafts(exceptUserId?: string): void {
  const s = storage();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX) && !(exceptUserId && key.startsWith(`${PREFIX}${exceptUserId}:`)))
      keys.push(key);
  }
  keys.forEach((key) => s.removeItem(key));
}

/** Drafts follow the session: none survive a sign-out, nor are shown to the next user of the tab. */
export function watchSessionForDrafts(): () => void {
  const check = () => clearAllDrafts(sessionStore.get()?.userId);
  check();
  return sessionStore.subscribe(check);
}
