import '@testing-library/jest-dom';
import { i18n } from '../i18n/i18n';

// Tests assert the spec's English texts, word for word.
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
