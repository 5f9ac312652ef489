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
};

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
