import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { i18n } from '../i18n/i18n';

// `npm test` runs every package's jest at once on a 2-core machine; a page that paints in 200 ms alone (the
// calendar with FullCalendar) can take over the default 1 s for findBy*/waitFor there.
configure({ asyncUtilTimeout: 5000 });

// Tests assert the spec's English texts, word for word.
beforeAll(async () => {
  await i18n.changeLanguage('en');
});
