import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

/**
 * Seed media: a seed SQL file cannot write an object's bytes, so it inserts the storage.objects row with
 * `metadata.seedFile` (a path under the project's seeds/media/) and the stack copies that file to where the
 * storage service keeps the object's bytes (<storage dir>/<bucket>/<object id>) before it serves requests.
 * Rows whose bytes are already there are left alone, so a warm start copies nothing. (On hosted Supabase the
 * same files are uploaded once with the Storage API; see supabase/README.md, "Seed media".)
 */
export async function materializeSeedMedia(
  pool: pg.Pool,
  opts: { projectDir: string; storageDir: string; log?: (line: string) => void },
): Promise<number> {
  const mediaDir = path.resolve(opts.projectDir, 'seeds', 'media');
  const { rows } = await pool.query<{ id: string; bucket_id: string; seed_file: string }>(
    `select id, bucket_id, metadata ->> 'seedFile' as seed_file from storage.objects where metadata ? 'seedFile'`,
  );
  let copied = 0;
  for (const row of rows) {
    const source = path.resolve(opts.projectDir, row.seed_file);
    if (path.relative(mediaDir, source).startsWith('..') || !fs.existsSync(source)) {
      opts.log?.(`seed media: ${row.seed_file} is not a file under seeds/media; object ${row.id} has no bytes`);
      continue;
    }
    const target = path.join(path.resolve(opts.storageDir), row.bucket_id, row.id);
    if (fs.existsSync(target)) continue;
    const bytes = fs.readFileSync(source);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bytes);
    await pool.query(
      `update storage.objects set metadata = metadata || jsonb_build_object('size', $2::bigint, 'contentLength', $2::bigint,
         'eTag', $3::text, 'httpStatusCode', 200) where id = $1`,
      [row.id, bytes.length, `"${crypto.createHash('md5').update(bytes).digest('hex')}"`],
    );
    copied += 1;
  }
  return copied;
}
