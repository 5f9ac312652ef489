// The edge functions' one contract, checked from their source (no stack needed): kebab-case names, and every
// response made by supabase/functions/_shared/http.ts — a function never builds a JSON answer by hand, so
// every failure is `{ error: { hint, message } }` (supabase-client's callFunction reads only that shape).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const FUNCTIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'functions');
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** What builds a JSON response by hand (html and redirects are fine; they are not API answers). */
const HAND_MADE = [/new Response\(\s*JSON\.stringify/, /Response\.json\(/, /\bstatusCode\b/, /errorToSting/];

const functionFolders = () =>
  fs
    .readdirSync(FUNCTIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
    .map((entry) => entry.name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The hand-made JSON responses in a source text: [line number, line]. */
export function handMadeResponses(source: string): Array<[number, string]> {
  return source
    .split('\n')
    .map((line, i) => [i + 1, line] as [number, string])
    .filter(([, line]) => !line.trim().startsWith('//') && HAND_MADE.some((pattern) => pattern.test(line)));
}

describe('edge functions: one contract', () => {
  it('every function is named in kebab-case (Supabase’s convention)', () => {
    const folders = functionFolders();
    assert.ok(folders.length >= 10, `found ${folders.length} functions`);
    assert.deepEqual(
      folders.filter((name) => !KEBAB.test(name)),
      [],
    );
  });

  it('no function builds a JSON answer by hand: _shared/http.ts makes every one', () => {
    const found = sourceFiles(FUNCTIONS)
      .filter((file) => path.relative(FUNCTIONS, file) !== path.join('_shared', 'http.ts'))
      .flatMap((file) =>
        handMadeResponses(fs.readFileSync(file, 'utf8')).map(
          ([line, text]) => `${path.relative(FUNCTIONS, file)}:${line}: ${text.trim()}`,
        ),
      );
    assert.deepEqual(found, []);
  });

  it('the check finds a hand-made answer', () => {
    assert.equal(
      handMadeResponses("return new Response(JSON.stringify({ error: 'x' }), { status: 400 });").length,
      1,
    );
    assert.equal(handMadeResponses("return Response.json({ message: 'x' }, { status: 500 });").length, 1);
    assert.equal(handMadeResponses("return failure(400, 'invalid_input', 'Body must be JSON');").length, 0);
    assert.equal(
      handMadeResponses("return new Response(html, { headers: { 'content-type': 'text/html' } });").length,
      0,
    );
  });
});
