import { assertKey, type DeployTarget } from './target';

export interface SupabaseStorageOptions {
  /** The project's API URL, e.g. https://<project>.supabase.co or http://127.0.0.1:54321 */
  url: string;
  /** A key allowed to write the bucket: the service role key, held by CI only (never by a browser). */
  serviceKey: string;
  /** A public bucket: the browser fetches builds without a token (remote code is public anyway). */
  bucket: string;
  /** Optional folder inside the bucket (one bucket, several environments). */
  prefix?: string;
  fetch?: typeof fetch;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Supabase Storage through its HTTP API (/storage/v1), the same calls supabase-js makes, so it works against
 * hosted Supabase and the local stack alike. Builds are uploaded without upsert (an existing versioned file is
 * never replaced); remotes.json and history.json are uploaded with `x-upsert: true`, which replaces the object
 * in one operation. Browsers read everything from the public URL
 * `<url>/storage/v1/object/public/<bucket>/<prefix>/<key>`; the shell finds the registry there through its
 * config.json's `registryUrl`, or is deployed into the bucket itself (README "Deploying the shell").
 */
export class SupabaseStorageTarget implements DeployTarget {
  readonly description: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SupabaseStorageOptions) {
    this.description = `Supabase Storage bucket ${options.bucket}${options.prefix ? `/${options.prefix}` : ''} at ${options.url}`;
    this.fetch = options.fetch ?? fetch;
  }

  private objectPath(key: string): string {
    assertKey(key);
    const full = this.options.prefix ? `${this.options.prefix.replace(/^\/|\/$/g, '')}/${key}` : key;
    return `${encodeURIComponent(this.options.bucket)}/${full.split('/').map(encodeURIComponent).join('/')}`;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      apikey: this.options.serviceKey,
      Authorization: `Bearer ${this.options.serviceKey}`,
      ...extra,
    };
  }

  private api(path: string): string {
    return `${this.options.url.replace(/\/$/, '')}/storage/v1/${path}`;
  }

  publicUrl(key: string): string {
    return this.api(`object/public/${this.objectPath(key)}`);
  }

  async read(key: string): Promise<Buffer | null> {
    // The authenticated route: a just-written object, not a CDN's cached copy.
    const response = await this.fetch(this.api(`object/authenticated/${this.objectPath(key)}`), {
      headers: this.headers(),
      cache: 'no-store',
    });
    if (response.status === 404 || response.status === 400) {
      // Storage answers a missing object with 404, or 400 { statusCode: '404' } on older versions.
      const text = await response.text();
      if (response.status === 404 || /not.?found|"404"/i.test(text)) return null;
      throw new Error(`${this.description}: reading ${key} failed (${response.status}): ${text}`);
    }
    if (!response.ok) {
      throw new Error(
        `${this.description}: reading ${key} failed (${response.status}): ${await response.text()}`,
      );
    }
    return Buffer.from(await response.arrayBuffer());
  }

  private async upload(
    key: string,
    body: Buffer,
    contentType: string,
    upsert: boolean,
    cacheControl: string,
  ) {
    const response = await this.fetch(this.api(`object/${this.objectPath(key)}`), {
      method: 'POST',
      headers: this.headers({
        'Content-Type': contentType,
        'cache-control': cacheControl,
        'x-upsert': String(upsert),
      }),
      body: new Uint8Array(body),
    });
    if (response.ok) return;
    const text = await response.text();
    if (!upsert && /Duplicate|already exists|"409"/i.test(text)) {
      const existing = await this.read(key);
      if (existing?.equals(body)) return; // the same build uploaded again
      throw new Error(`${key} already exists with other content: versioned files are never overwritten`);
    }
    throw new Error(`${this.description}: uploading ${key} failed (${response.status}): ${text}`);
  }

  putImmutable(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.upload(key, body, contentType, false, IMMUTABLE);
  }

  putMutable(key: string, body: Buffer, contentType: string): Promise<void> {
    return this.upload(key, body, contentType, true, REVALIDATE);
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const prefix = this.options.prefix ? `${this.options.prefix.replace(/^\/|\/$/g, '')}/` : '';
    const response = await this.fetch(this.api(`object/${encodeURIComponent(this.options.bucket)}`), {
      method: 'DELETE',
      headers: this.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify({ prefixes: keys.map((key) => (assertKey(key), `${prefix}${key}`)) }),
    });
    if (!response.ok) {
      throw new Error(
        `${this.description}: deleting old files failed (${response.status}): ${await response.text()}`,
      );
    }
  }

  async exclusive<T>(action: () => Promise<T>): Promise<T> {
    // Storage offers no compare-and-swap: CI serialises deploys per environment (README).
    return action();
  }
}

/**
 * `supabase://<bucket>[/<prefix>]`, with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the environment
 * (CI secrets; never committed, never in a browser).
 */
export function supabaseTargetFromSpec(spec: string, env: NodeJS.ProcessEnv): SupabaseStorageTarget {
  const match = /^supabase:\/\/([a-z0-9][a-z0-9_-]*)(?:\/(.+))?$/i.exec(spec);
  if (!match) throw new Error(`--to ${spec}: expected supabase://<bucket>[/<folder>]`);
  const url = env.SUPABASE_URL;
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceKey) {
    throw new Error(
      '--to supabase://…: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the deploy credential)',
    );
  }
  return new SupabaseStorageTarget({ url, serviceKey, bucket: match[1]!, prefix: match[2] });
}
