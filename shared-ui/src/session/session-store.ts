import { useSyncExternalStore } from 'react';

export type UserRole = 'THERAPIST' | 'CLINIC_OWNER' | 'PATIENT' | 'SUPER_ADMIN' | 'ADMIN';

/**
 * What a remote may know about the signed-in user. The shell owns sign-in and writes this; remotes only read
 * it. Tokens stay inside the one supabase-js client (supabase-client's getSupabase), never copied here.
 */
export interface Session {
  userId: string;
  email: string;
  role: UserRole;
  clinicId: string | null;
  firstName: string;
  lastName: string;
}

type Listener = () => void;

let current: Session | null = null;
const listeners = new Set<Listener>();
let profileReloader: (() => Promise<void>) | null = null;

export const sessionStore = {
  get(): Session | null {
    return current;
  },
  set(session: Session | null): void {
    current = session;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The shell says how to read the signed-in user's row again (its profile and menu follow from it). */
  setProfileReloader(reload: (() => Promise<void>) | null): void {
    profileReloader = reload;
  },
  /**
   * A remote changed the signed-in user's row through a service (calendar or slides connected, Vipps): the
   * shell reads it again. The one channel for that between remotes and the shell — no window events. Without
   * a shell (QA mode, unit tests) there is nothing to reload.
   */
  reloadProfile(): Promise<void> {
    return profileReloader?.() ?? Promise.resolve();
  },
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
