import fs from 'node:fs';
import path from 'node:path';

/** Every key of every namespace has a Norwegian and an English text (no key missing in either language). */
const repoRoot = path.resolve(__dirname, '../../..');
const NAMESPACE_DIRS = [
  'shared-ui/src/i18n',
  'shell/src/i18n',
  'mf-calendar/src/i18n',
  'mf-patients/src/i18n',
  'mf-journal/src/i18n',
  'mf-billing/src/i18n',
  'mf-content/src/i18n',
];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe.each(NAMESPACE_DIRS)('translations in %s', (dir) => {
  const read = (language: string) =>
    JSON.parse(fs.readFileSync(path.join(repoRoot, dir, `${language}.json`), 'utf8'));
  it('have the same keys in Norwegian and English, none empty', () => {
    const en = read('en');
    const no = read('no');
    expect(keys(no).sort()).toEqual(keys(en).sort());
    for (const key of keys(no)) {
      expect(key.split('.').reduce((node, part) => node[part], no)).not.toBe('');
    }
  });
});
