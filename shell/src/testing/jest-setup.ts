import { registerTranslations } from 'shared-ui';
import en from '../i18n/en.json';
import no from '../i18n/no.json';

// The shell's namespace, registered as bootstrap.tsx does in the page.
registerTranslations('shell', { en, no });
