import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type pg from 'pg';
import { BodyTooLarge, HttpError, bearer, readBody, sendJson } from './http.ts';
import type { Claims, Jwt } from './jwt.ts';
import { inTransaction } from './migrate.ts';

/**
 * A Supabase Storage compatible subset. Rows in storage.objects are read and written under the caller's
 * JWT (role + request.jwt.claims), so the project's storage RLS policies decide, as on hosted. Bytes live
 * on disk under <data>/storage/<bucket>/<object id>, so object names never become file-system paths.
 */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * An error as hosted Storage renders it (StorageBackendError): the HTTP status is 400 (500 for server errors)
 * and the real status is the body's `statusCode`, with the error `code` and the older `error` name. Only a few
 * answers keep their own HTTP status (an unknown route is a plain 404).
 */
function storageError(
  httpStatusCode: number,
  code: string,
  error: string,
  message: string,
  httpStatus?: number,
) {
  return new HttpError(httpStatus ?? (httpStatusCode >= 500 ? 500 : 400), error, message, {
    statusCode: String(httpStatusCode),
    code,
  });
}

const notFound = () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found');
const noSuchBucket = () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
const invalidKey = (key: string) => storageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`);
const routeNotFound = () => storageError(404, 'NotFound', 'Not Found', 'Route not found', 404);
const duplicate = (code = 'KeyAlreadyExists') =>
  storageError(409, code, 'Duplicate', 'The resource already exists');
const accessDenied = (message: string) => storageError(403, 'AccessDenied', 'Unauthorized', message);
const invalidRequest = (message: string) => storageError(400, 'InvalidRequest', 'InvalidRequest', message);
const invalidBucketName = () =>
  storageError(400, 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid');

/** Rejects keys that could climb out of a folder or confuse prefixes; mirrors hosted's InvalidKey. */
export function validKey(name: string): boolean {
  if (!name || name.length > 1024 || name.startsWith('/')) return false;
  for (const ch of name) {
    const c = ch.charCodeAt(0);
    if (c < 0x20 || c === 0x7f || ch === '\\') return false;
  }
  return name.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}

function validBucketId(id: string): boolean {
  return /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(id) && id !== '.' && id !== '..' && id.length <= 100;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw invalidKey(s);
  }
}

function mimeAllowed(mime: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = mime.split(';')[0]!.trim().toLowerCase();
  return allowed.some((a) => {
    const x = a.toLowerCase();
    return x.endsWith('/*') ? base.startsWith(x.slice(0, -1)) : base === x;
  });
}

export interface StorageOptions {
  pool: pg.Pool;
  jwt: Jwt;
  dataDir: string;
  globalLimit: number;
  log?: (l: string) => void;
}

export class StorageService {
  constructor(private o: StorageOptions) {
    fs.mkdirSync(o.dataDir, { recursive: true });
  }

  async handle(req: http.IncomingMessage, res: http.ServerResponse, sub: string, url: URL): Promise<void> {
    try {
      await this.route(req, res, sub, url);
    } catch (err) {
      // Unread request bodies are drained so the client sees the answer rather than a reset.
      req.resume();
      if (err instanceof HttpError) {
        sendJson(res, err.status, {
          statusCode: err.extra.statusCode ?? String(err.status),
          code: err.extra.code ?? err.code,
          error: err.code,
          message: err.message,
        });
      } else if ((err as { code?: string }).code === '42501') {
        // Hosted: DBError.fromDBError → AccessDenied, answered 400 with statusCode 403.
        const msg = String((err as Error).message);
        sendJson(res, 400, {
          statusCode: '403',
          code: 'AccessDenied',
          error: 'Unauthorized',
          message: msg.includes('row-level security') ? 'new row violates row-level security policy' : msg,
        });
      } else {
        this.o.log?.(`storage error: ${(err as Error).stack}`);
        sendJson(res, 500, {
          statusCode: '500',
          code: 'InternalError',
          error: 'internal',
          message: 'Internal Server Error',
        });
      }
    }
  }

  private filePath(bucket: string, id: string): string {
    const root = path.resolve(this.o.dataDir);
    const p = path.resolve(root, bucket, id);
    const rel = path.relative(root, p);
    if (rel.startsWith('..') || path.isAbsolute(rel)) throw invalidKey(id);
    return p;
  }

  private async claims(req: http.IncomingMessage): Promise<Claims> {
    const token = bearer(req) ?? (req.headers.apikey as string | undefined);
    if (!token) throw accessDenied("headers must have required property 'authorization'");
    try {
      const c = await this.o.jwt.verify(token);
      if (!API_ROLES.has(String(c.role))) throw new Error('role');
      return c;
    } catch (err) {
      throw accessDenied(`invalid JWT: ${(err as Error).message}`);
    }
  }

  /** Runs fn inside a transaction with the caller's role and claims, as PostgREST does. Deletes are allowed
   * past storage.protect_delete() here only: this is the Storage API. */
  private asUser<T>(claims: Claims, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.o.pool, async (c) => {
      await c.query(
        `select set_config('role', ${c.escapeLiteral(String(claims.role))}, true),
                set_config('request.jwt.claims', ${c.escapeLiteral(JSON.stringify(claims))}, true),
                set_config('request.jwt.claim.sub', ${c.escapeLiteral(String(claims.sub ?? ''))}, true),
                set_config('request.jwt.claim.role', ${c.escapeLiteral(String(claims.role))}, true),
                set_config('storage.allow_delete_query', 'true', true)`,
      );
      return fn(c);
    });
  }

  private async bucketRow(id: string): Promise<Row> {
    const r = await this.o.pool.query('select * from storage.buckets where id = $1', [id]);
    if (!r.rows[0]) throw noSuchBucket();
    return r.rows[0];
  }

  private async route(req: http.IncomingMessage, res: http.ServerResponse, sub: string, url: URL) {
    const m = req.method ?? 'GET';
    const ok = (body: unknown) => sendJson(res, 200, body);
    const rawSegs = sub.split('/').slice(1);
    const [area, ...rest] = rawSegs;

    if (area === 'bucket') return this.buckets(req, m, rest.map(decode), ok);
    if (area !== 'object') throw routeNotFound();

    const head = rest[0] ?? '';
    if (head === 'public' && (m === 'GET' || m === 'HEAD')) {
      const { bucket, name } = this.target(rest.slice(1));
      const b = await this.bucketRow(bucket);
      if (!b.public) throw notFound();
      const r = await this.o.pool.query('select * from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        name,
      ]);
      if (!r.rows[0]) throw notFound();
      return this.sendObject(res, r.rows[0], m === 'HEAD');
    }
    if (head === 'sign') {
      if (m === 'GET') {
        const { bucket, name } = this.target(rest.slice(1));
        const token = url.searchParams.get('token') ?? '';
        let c: Claims;
        try {
          c = await this.o.jwt.verify(token);
        } catch (err) {
          throw storageError(
            400,
            'InvalidJWT',
            'InvalidJWT',
            (err as Error).message.includes('exp') ? 'jwt expired' : 'invalid signature',
          );
        }
        if (c.url !== `${bucket}/${name}`)
          throw storageError(
            400,
            'InvalidSignature',
            'InvalidSignature',
            'The url do not match the signature',
          );
        const r = await this.o.pool.query(
          'select * from storage.objects where bucket_id = $1 and name = $2',
          [bucket, name],
        );
        if (!r.rows[0]) throw notFound();
        return this.sendObject(res, r.rows[0], false);
      }
      if (m === 'POST') {
        const claims = await this.claims(req);
        const body = await this.json(req);
        const expiresIn = Number(body.expiresIn);
        if (!(expiresIn > 0)) throw invalidRequest('expiresIn is required');
        if (rest.length === 2) {
          // POST /object/sign/:bucket { paths } → many
          const bucket = decode(rest[1]!);
          const paths = Array.isArray(body.paths) ? (body.paths as string[]) : [];
          const found = await this.asUser(claims, (c) =>
            c.query('select name from storage.objects where bucket_id = $1 and name = any($2)', [
              bucket,
              paths,
            ]),
          );
          const have = new Set(found.rows.map((r) => r.name));
          const out = [];
          for (const p of paths) {
            out.push(
              have.has(p)
                ? { error: null, path: p, signedURL: await this.signedUrl(bucket, p, expiresIn) }
                : {
                    error: 'Either the object does not exist or you do not have access to it',
                    path: p,
                    signedURL: null,
                  },
            );
          }
          return ok(out);
        }
        const { bucket, name } = this.target(rest.slice(1));
        const found = await this.asUser(claims, (c) =>
          c.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
        );
        if (!found.rowCount) throw notFound();
        return ok({ signedURL: await this.signedUrl(bucket, name, expiresIn) });
      }
    }
    if (head === 'list' && m === 'POST') {
      const claims = await this.claims(req);
      return ok(await this.list(claims, decode(rest[1] ?? ''), await this.json(req)));
    }
    if ((head === 'move' || head === 'copy') && m === 'POST') {
      const claims = await this.claims(req);
      const body = await this.json(req);
      const bucket = String(body.bucketId ?? '');
      const from = String(body.sourceKey ?? '');
      const to = String(body.destinationKey ?? '');
      const toBucket = String(body.destinationBucket ?? bucket);
      if (!validKey(from) || !validKey(to)) throw invalidKey(validKey(from) ? to : from);
      return ok(
        await (head === 'move'
          ? this.move(claims, bucket, from, toBucket, to)
          : this.copy(claims, bucket, from, toBucket, to)),
      );
    }
    if (head === 'authenticated' && (m === 'GET' || m === 'HEAD')) {
      const claims = await this.claims(req);
      const { bucket, name } = this.target(rest.slice(1));
      return this.download(res, claims, bucket, name, m === 'HEAD');
    }
    if (head === 'upload' && rest[1] === 'sign') {
      const { bucket, name } = this.target(rest.slice(2));
      if (m === 'POST') {
        const claims = await this.claims(req);
        const upsert = String(req.headers['x-upsert'] ?? '') === 'true';
        return ok({ url: await this.signUpload(claims, bucket, name, upsert) });
      }
      if (m === 'PUT') {
        // The token carries the creator's identity: the upload was authorised when it was signed.
        let c: Claims;
        try {
          c = await this.o.jwt.verify(url.searchParams.get('token') ?? '');
        } catch (err) {
          throw storageError(
            400,
            'InvalidJWT',
            'InvalidJWT',
            (err as Error).message.includes('exp') ? 'jwt expired' : 'invalid signature',
          );
        }
        if (c.url !== `${bucket}/${name}` || c.kind !== 'upload')
          throw storageError(
            400,
            'InvalidSignature',
            'InvalidSignature',
            'The url do not match the signature',
          );
        const as: Claims = { role: 'service_role', sub: typeof c.owner === 'string' ? c.owner : undefined };
        // As hosted: whether this URL may overwrite was decided when it was signed; no request header changes it.
        const upsert = c.upsert === true;
        return ok(await this.upload(req, as, bucket, name, upsert, false));
      }
    }
    if (head === 'info' && m === 'GET') {
      const claims = await this.claims(req);
      const { bucket, name } = this.target(
        rest.slice(1).filter((seg, i) => !(i === 0 && seg === 'authenticated')),
      );
      const r = await this.asUser(claims, (c) =>
        c.query('select * from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
      );
      const o = r.rows[0];
      if (!o) throw notFound();
      const meta = (o.metadata ?? {}) as Row;
      return ok({
        id: o.id,
        name: o.name,
        version: o.version,
        bucket_id: o.bucket_id,
        size: meta.size,
        content_type: meta.mimetype,
        cache_control: meta.cacheControl,
        etag: meta.eTag,
        metadata: o.user_metadata ?? {},
        last_modified: o.updated_at,
        created_at: o.created_at,
      });
    }
    if (m === 'DELETE' && rest.length === 1) {
      const claims = await this.claims(req);
      const body = await this.json(req);
      const prefixes = Array.isArray(body.prefixes) ? (body.prefixes as string[]).map(String) : [];
      return ok(await this.remove(claims, decode(rest[0]!), prefixes));
    }
    const { bucket, name } = this.target(rest);
    if (m === 'POST' || m === 'PUT') {
      const claims = await this.claims(req);
      const upsert = m === 'PUT' || String(req.headers['x-upsert'] ?? '') === 'true';
      return ok(await this.upload(req, claims, bucket, name, upsert, m === 'PUT'));
    }
    if (m === 'GET' || m === 'HEAD') {
      const claims = await this.claims(req);
      return this.download(res, claims, bucket, name, m === 'HEAD');
    }
    if (m === 'DELETE') {
      const claims = await this.claims(req);
      const deleted = await this.remove(claims, bucket, [name]);
      if (!deleted.length) throw notFound();
      return ok({ message: 'Successfully deleted' });
    }
    throw routeNotFound();
  }

  private target(segs: string[]): { bucket: string; name: string } {
    const bucket = decode(segs[0] ?? '');
    const name = segs.slice(1).map(decode).join('/');
    if (!validBucketId(bucket)) throw invalidBucketName();
    if (!validKey(name)) throw invalidKey(name);
    return { bucket, name };
  }

  private async json(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const buf = await readBody(req, 1024 * 1024);
    if (!buf.length) return {};
    try {
      return JSON.parse(buf.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw invalidRequest('Body is not valid JSON');
    }
  }

  /** createSignedUploadUrl: checked now against the caller's policies (a dry-run insert), valid 2 hours. */
  private async signUpload(claims: Claims, bucket: string, name: string, upsert: boolean): Promise<string> {
    await this.bucketRow(bucket);
    const c = await this.o.pool.connect();
    try {
      await c.query(
        `begin; select set_config('role', ${c.escapeLiteral(String(claims.role))}, true),
                set_config('request.jwt.claims', ${c.escapeLiteral(JSON.stringify(claims))}, true)`,
      );
      const owner = claims.sub ?? null;
      await c.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3, $4)
         ${upsert ? 'on conflict (bucket_id, name) do update set owner = excluded.owner' : ''}`,
        [bucket, name, isUuid(owner) ? owner : null, owner],
      );
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw duplicate();
      throw err;
    } finally {
      await c.query('rollback').catch(() => {});
      c.release();
    }
    const now = Math.floor(Date.now() / 1000);
    const token = await this.o.jwt.sign({
      url: `${bucket}/${name}`,
      kind: 'upload',
      owner: claims.sub,
      upsert,
      iat: now,
      exp: now + 7200,
    });
    return `/object/upload/sign/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  }

  private async signedUrl(bucket: string, name: string, expiresIn: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const token = await this.o.jwt.sign({
      url: `${bucket}/${name}`,
      iat: now,
      exp: now + Math.floor(expiresIn),
    });
    return `/object/sign/${encodeURIComponent(bucket)}/${name.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
  }

  // ---- buckets -------------------------------------------------------------------------------

  private async buckets(req: http.IncomingMessage, m: string, rest: string[], ok: (b: unknown) => void) {
    const claims = await this.claims(req);
    const id = rest[0];
    const cols = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at';
    if (!id && m === 'GET')
      return ok(
        (await this.asUser(claims, (c) => c.query(`select ${cols} from storage.buckets order by name`))).rows,
      );
    if (!id && m === 'POST') {
      const b = await this.json(req);
      const bid = String(b.id ?? b.name ?? '');
      if (!validBucketId(bid)) throw invalidBucketName();
      try {
        await this.asUser(claims, (c) =>
          c.query(
            'insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types) values ($1, $2, $3, $4, $5, $6)',
            [
              bid,
              String(b.name ?? bid),
              claims.sub ?? null,
              b.public === true,
              sizeOrNull(b.file_size_limit),
              b.allowed_mime_types ?? null,
            ],
          ),
        );
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw duplicate('BucketAlreadyExists');
        throw err;
      }
      return ok({ name: bid });
    }
    if (!id) throw routeNotFound();
    if (m === 'GET' && rest.length === 1) {
      const r = await this.asUser(claims, (c) =>
        c.query(`select ${cols} from storage.buckets where id = $1`, [id]),
      );
      if (!r.rows[0]) throw noSuchBucket();
      return ok(r.rows[0]);
    }
    if (m === 'PUT' && rest.length === 1) {
      const b = await this.json(req);
      // As hosted: only the fields given change (null clears a limit); a field left out keeps its value.
      const sets: string[] = [];
      const vals: unknown[] = [id];
      const set = (col: string, v: unknown) => {
        vals.push(v);
        sets.push(`${col} = $${vals.length}`);
      };
      if (typeof b.public === 'boolean') set('public', b.public);
      if (b.file_size_limit !== undefined) set('file_size_limit', sizeOrNull(b.file_size_limit));
      if (b.allowed_mime_types !== undefined) set('allowed_mime_types', b.allowed_mime_types ?? null);
      if (!sets.length) throw invalidRequest('No content provided');
      const r = await this.asUser(claims, (c) =>
        c.query(`update storage.buckets set ${sets.join(', ')}, updated_at = now() where id = $1`, vals),
      );
      if (!r.rowCount) throw noSuchBucket();
      return ok({ message: 'Successfully updated' });
    }
    if (m === 'POST' && rest[1] === 'empty') {
      const all = await this.o.pool.query('select name from storage.objects where bucket_id = $1', [id]);
      await this.remove(
        claims,
        id,
        all.rows.map((r) => r.name),
      );
      return ok({ message: 'Successfully emptied' });
    }
    if (m === 'DELETE' && rest.length === 1) {
      const left = await this.o.pool.query('select 1 from storage.objects where bucket_id = $1 limit 1', [
        id,
      ]);
      if (left.rowCount)
        throw storageError(
          409,
          'ResourceNotEmpty',
          'InvalidRequest',
          'The bucket you tried to delete is not empty',
        );
      const r = await this.asUser(claims, (c) => c.query('delete from storage.buckets where id = $1', [id]));
      if (!r.rowCount) throw noSuchBucket();
      fs.rmSync(this.filePath(id, ''), { recursive: true, force: true });
      return ok({ message: 'Successfully deleted' });
    }
    throw routeNotFound();
  }

  // ---- objects -------------------------------------------------------------------------------

  private async upload(
    req: http.IncomingMessage,
    claims: Claims,
    bucket: string,
    name: string,
    upsert: boolean,
    updateOnly: boolean,
  ) {
    const b = await this.bucketRow(bucket);
    const limit = Math.min(Number(b.file_size_limit ?? Infinity), this.o.globalLimit);
    const declared = Number(req.headers['content-length'] ?? 0);
    const type = String(req.headers['content-type'] ?? 'application/octet-stream');
    const multipart = type.startsWith('multipart/form-data');
    const tooLarge = () =>
      storageError(
        413,
        'EntityTooLarge',
        'Payload too large',
        'The object exceeded the maximum allowed size',
      );
    if (!multipart && declared > limit) throw tooLarge();
    let bytes: Buffer;
    let mime = type;
    let cacheControl = String(req.headers['cache-control'] ?? 'max-age=3600');
    let userMeta: unknown = null;
    try {
      bytes = await readBody(req, multipart ? limit + 64 * 1024 : limit);
    } catch (err) {
      if (err instanceof BodyTooLarge) throw tooLarge();
      throw err;
    }
    if (multipart) {
      const form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(bytes),
      }).formData();
      let file: Blob | null = null;
      for (const [k, v] of form.entries()) {
        if (typeof v !== 'string') file ??= v;
        else if (k === 'cacheControl') cacheControl = `max-age=${v}`;
        else if (k === 'metadata') userMeta = safeJson(v);
      }
      if (!file) throw invalidRequest('No file found in the multipart body');
      bytes = Buffer.from(await file.arrayBuffer());
      mime = file.type || 'application/octet-stream';
      if (bytes.length > limit) throw tooLarge();
    } else {
      if (/^\d+$/.test(cacheControl)) cacheControl = `max-age=${cacheControl}`;
      const xmeta = req.headers['x-metadata'];
      if (typeof xmeta === 'string') userMeta = safeJson(Buffer.from(xmeta, 'base64').toString('utf8'));
    }
    if (!mimeAllowed(mime, b.allowed_mime_types))
      throw storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`);
    const etag = `"${crypto.createHash('md5').update(bytes).digest('hex')}"`;
    const metadata = {
      eTag: etag,
      size: bytes.length,
      mimetype: mime,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const owner = claims.role === 'authenticated' || claims.sub ? (claims.sub ?? null) : null;
    let createdFile: string | null = null;
    const row = await this.asUser(claims, async (c) => {
      let r: pg.QueryResult;
      if (updateOnly) {
        r = await c.query(
          `update storage.objects set metadata = $3, user_metadata = $4, updated_at = now(), last_accessed_at = now(), version = $5
            where bucket_id = $1 and name = $2 returning id`,
          [bucket, name, metadata, userMeta, crypto.randomUUID()],
        );
        if (!r.rowCount) throw notFound();
      } else {
        try {
          r = await c.query(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3, $4, $5, $6, $7)
             ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, user_metadata = excluded.user_metadata, owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()' : ''}
             returning id`,
            [bucket, name, isUuid(owner) ? owner : null, owner, metadata, userMeta, crypto.randomUUID()],
          );
        } catch (err) {
          if ((err as { code?: string }).code === '23505') throw duplicate();
          throw err;
        }
      }
      const id = r.rows[0].id as string;
      const file = this.filePath(bucket, id);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      fs.writeFileSync(tmp, bytes);
      fs.renameSync(tmp, file);
      createdFile = file;
      return { id };
    }).catch((err) => {
      if (createdFile && !upsert && !updateOnly) fs.rmSync(createdFile, { force: true });
      throw err;
    });
    return { Id: row.id, Key: `${bucket}/${name}` };
  }

  private async download(
    res: http.ServerResponse,
    claims: Claims,
    bucket: string,
    name: string,
    headOnly: boolean,
  ) {
    const r = await this.asUser(claims, (c) =>
      c.query('select * from storage.objects where bucket_id = $1 and name = $2', [bucket, name]),
    );
    if (!r.rows[0]) throw notFound();
    return this.sendObject(res, r.rows[0], headOnly);
  }

  private sendObject(res: http.ServerResponse, row: Row, headOnly: boolean) {
    const file = this.filePath(row.bucket_id, row.id);
    if (!fs.existsSync(file)) throw notFound();
    const meta = (row.metadata ?? {}) as Row;
    const size = fs.statSync(file).size;
    res.writeHead(200, {
      'content-type': meta.mimetype ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': meta.cacheControl ?? 'max-age=3600',
      etag: meta.eTag ?? '',
      'last-modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
    });
    if (headOnly) return res.end();
    fs.createReadStream(file).pipe(res);
  }

  private async remove(claims: Claims, bucket: string, names: string[]): Promise<Row[]> {
    if (!names.length) return [];
    const r = await this.asUser(claims, (c) =>
      c.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning id, bucket_id, name, owner, created_at, updated_at, last_accessed_at, metadata`,
        [bucket, names],
      ),
    );
    for (const row of r.rows) fs.rmSync(this.filePath(bucket, row.id), { force: true });
    return r.rows;
  }

  private async move(claims: Claims, bucket: string, from: string, toBucket: string, to: string) {
    try {
      const r = await this.asUser(claims, (c) =>
        c.query(
          'update storage.objects set bucket_id = $4, name = $3, updated_at = now() where bucket_id = $1 and name = $2 returning id',
          [bucket, from, to, toBucket],
        ),
      );
      if (!r.rowCount) throw notFound();
      if (toBucket !== bucket) {
        const dst = this.filePath(toBucket, r.rows[0].id);
        fs.mkdirSync(path.dirname(dst), { recursive: true });
        fs.renameSync(this.filePath(bucket, r.rows[0].id), dst);
      }
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw duplicate();
      throw err;
    }
    return { message: 'Successfully moved' };
  }

  private async copy(claims: Claims, bucket: string, from: string, toBucket: string, to: string) {
    return this.asUser(claims, async (c) => {
      const src = await c.query('select * from storage.objects where bucket_id = $1 and name = $2', [
        bucket,
        from,
      ]);
      if (!src.rows[0]) throw notFound();
      const owner = claims.sub ?? null;
      const r = await c.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          toBucket,
          to,
          isUuid(owner) ? owner : null,
          owner,
          src.rows[0].metadata,
          src.rows[0].user_metadata,
          crypto.randomUUID(),
        ],
      );
      const dst = this.filePath(toBucket, r.rows[0].id);
      fs.mkdirSync(path.dirname(dst), { recursive: true });
      fs.copyFileSync(this.filePath(bucket, src.rows[0].id), dst);
      return { Key: `${toBucket}/${to}`, Id: r.rows[0].id };
    });
  }

  private async list(claims: Claims, bucket: string, body: Record<string, unknown>) {
    let prefix = String(body.prefix ?? '');
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const limit = Math.max(0, Number(body.limit ?? 100));
    const offset = Math.max(0, Number(body.offset ?? 0));
    const search = String(body.search ?? '').toLowerCase();
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
    const r = await this.asUser(claims, (c) =>
      c.query(
        `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and left(name, length($2)) = $2`,
        [bucket, prefix],
      ),
    );
    const entries = new Map<string, Row>();
    for (const row of r.rows) {
      const restName = String(row.name).slice(prefix.length);
      const slash = restName.indexOf('/');
      const entryName = slash === -1 ? restName : restName.slice(0, slash);
      if (search && !entryName.toLowerCase().startsWith(search)) continue;
      if (slash === -1) entries.set(`f:${entryName}`, { ...row, name: entryName });
      else if (!entries.has(`d:${entryName}`))
        entries.set(`d:${entryName}`, {
          name: entryName,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
    }
    const col = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
      ? String(sortBy.column)
      : 'name';
    const dir = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
    const list = [...entries.values()].sort((a, b) => {
      // Folders first, as hosted's search function returns them.
      if ((a.id === null) !== (b.id === null)) return a.id === null ? -1 : 1;
      const av = String(a[col] instanceof Date ? a[col].toISOString() : (a[col] ?? ''));
      const bv = String(b[col] instanceof Date ? b[col].toISOString() : (b[col] ?? ''));
      return av < bv ? -dir : av > bv ? dir : 0;
    });
    return list.slice(offset, offset + (limit || list.length));
  }
}

/**
 * A bucket's file_size_limit as hosted parses it (parseFileSizeToBytes): a number is bytes; a string is a
 * number with a unit counted in powers of ten (1KB = 1000 B, 1MB = 10^6 B, 1GB = 10^9 B), three significant
 * digits; anything else is refused, never silently dropped.
 */
function sizeOrNull(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return Math.floor(v);
  const m = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(String(v));
  if (!m) throw invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const mult: Record<string, number> = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9 };
  return Math.round(+parseFloat(m[1]!).toPrecision(3) * mult[m[2]!.toUpperCase()]!);
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

function isUuid(s: unknown): s is string {
  return typeof s === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}
