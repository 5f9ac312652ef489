/** The Supabase URL the shell's unit tests point supabase-js at; MSW answers it. */
export const TEST_SUPABASE_URL = 'http://supabase.test';
