import { registerTranslations } from 'shared-ui';
import { setupTestSupabase } from 'shared-ui/testing';
import en from '../i18n/en.json';
import no from '../i18n/no.json';
import { TEST_SUPABASE_URL } from './test-supabase';

// The shell's namespace, registered as bootstrap.tsx does in the page.
registerTranslations('shell', { en, no });

setupTestSupabase(TEST_SUPABASE_URL);
