/**
 * Where a deployment lives: a key-value store of files with public URLs. Two kinds of write:
 * - `putImmutable`: a file of a versioned build, written once (cached for a year by browsers and CDNs);
 * - `putMutable`: the few documents that change (remotes.json, a remote's history.json), each replaced whole in
 *   one operation, so a reader sees the old or the new document and never a mix (served no-cache).
 *
 * Layout, the same in every target:
 *   remotes.json                      the registry the shell reads at boot (name → manifest URL + routes)
 *   shell/mf-manifest.json            the deployed shell's federation manifest (what it shares, in which version)
 *   remotes/<name>/<version>/…        one immutable build of a remote (version = hash of its files)
 *   remotes/<name>/history.json       the remote's deployments, newest last (what rollback walks back through)
 */
export interface DeployTarget {
  /** For messages: `local folder /srv/app/deployments`, `Supabase Storage bucket deployments at …`. */
  readonly description: string;
  /** The URL a browser fetches the file at. */
  publicUrl(key: string): string;
  /** The file's bytes, or null when it does not exist. */
  read(key: string): Promise<Buffer | null>;
  putImmutable(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Replaces the whole document in one step (readers see the old or the new one). */
  putMutable(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes files (pruning old versions); missing ones are not an error. */
  remove(keys: string[]): Promise<void>;
  /**
   * Runs `action` while no other deploy to this target can switch the registry. The local target holds a lock
   * file; a bucket has no such primitive (see README: serialise deploys per environment in CI).
   */
  exclusive<T>(action: () => Promise<T>): Promise<T>;
}

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.br': 'application/octet-stream',
  '.gz': 'application/octet-stream',
};

/** Keys are relative, slash-separated, with no empty, `.` or `..` segment (nothing can climb out). */
export function assertKey(key: string): void {
  if (
    !key ||
    key.startsWith('/') ||
    key.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')
  ) {
    throw new Error(`invalid deployment key: ${key}`);
  }
}
