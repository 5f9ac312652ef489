import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { OUTPUTS, generateFromProject } from '../local/gen-types.ts';

describe('generated Database types', () => {
  for (const o of OUTPUTS) {
    const rel = path.relative(path.resolve(import.meta.dirname ?? '.', '..'), o.file);
    it(`${rel} matches the live schema (else run: npm run gen:types -w supabase)`, async () => {
      const fresh = await generateFromProject(o.extraMigrationsDirs, o.projectMigrations);
      const committed = fs.existsSync(o.file) ? fs.readFileSync(o.file, 'utf8') : '';
      assert.equal(committed, fresh, `${rel} is stale: run npm run gen:types -w supabase and commit the result`);
    });
  }
});
