// One glossary for the domain's words in Norwegian (bokmål): every remote's and the shell's no.json use the same
// word for the same thing. The English texts are the spec's word for word, and the spec itself says "client" in a
// few messages where it means the patient; the Norwegian says "pasient" everywhere. docs/ARCHITECTURE.md
// ("Languages") lists the glossary; this test holds it.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');

/** The domain's words: the Norwegian term used, and the words that must not stand for it. */
export const GLOSSARY = [
  { en: 'appointment', no: 'time', forbidden: /avtale/i, except: /databehandleravtale/gi },
  { en: 'evaluation state', no: 'vurderingstilstand', forbidden: /evaluering/i },
  { en: 'script (of a session)', no: 'skript', forbidden: /(?<!video)manus/i },
  { en: 'step (of a script)', no: 'trinn', forbidden: /\bsteg(?:et|ene)?\b/i },
  { en: 'patient (the spec also says client)', no: 'pasient', forbidden: /klient/i },
];

/** Every Norwegian message file of the app: shell, shared-ui and the remotes. */
function norwegianFiles() {
  return readdirSync(root)
    .map((dir) => path.join(dir, 'src', 'i18n', 'no.json'))
    .filter((file) => existsSync(path.join(root, file)));
}

function leaves(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

test('the Norwegian files are found (shell, shared-ui and the five remotes)', () => {
  const files = norwegianFiles();
  for (const dir of ['shell', 'mf-calendar', 'mf-patients', 'mf-journal', 'mf-billing', 'mf-content'])
    assert.ok(files.includes(path.join(dir, 'src', 'i18n', 'no.json')), `${dir} has src/i18n/no.json`);
});

for (const term of GLOSSARY) {
  test(`Norwegian says '${term.no}' for ${term.en}`, () => {
    const offending = norwegianFiles().flatMap((file) =>
      leaves(JSON.parse(readFileSync(path.join(root, file), 'utf8')))
        .filter(([, text]) => term.forbidden.test(term.except ? text.replace(term.except, '') : text))
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    assert.deepEqual(offending, []);
  });
}

test('the glossary catches what it forbids (a check that cannot fail is no check)', () => {
  const hits = (text) =>
    GLOSSARY.filter((t) => t.forbidden.test(t.except ? text.replace(t.except, '') : text));
  assert.equal(hits('Velg manus').length, 1);
  assert.equal(hits('Velg videomanus').length, 0);
  assert.equal(hits('Steg 1').length, 1);
  assert.equal(hits('Klienten har ikke logget inn').length, 1);
  assert.equal(hits('Les databehandleravtalen').length, 0);
  assert.equal(hits('Ny avtale').length, 1);
});
