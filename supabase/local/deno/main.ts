// Deno entry of the local edge runtime: loads every supabase/functions/<name>/index.ts, captures the
// handler each one passes to Deno.serve, and serves them at /<name> (the gateway strips /functions/v1),
// checking the JWT first when config.toml says verify_jwt (the default, as on hosted).
// Runs under Deno, not Node: it is excluded from the Node typecheck.

type Handler = (req: Request, info?: unknown) => Response | Promise<Response>;

const dir = Deno.env.get('FUNCTIONS_DIR')!;
const port = Number(Deno.env.get('FUNCTIONS_PORT'));
const verify: Record<string, boolean> = JSON.parse(Deno.env.get('FUNCTIONS_VERIFY_JWT') ?? '{}');
const secret = new TextEncoder().encode(Deno.env.get('FUNCTIONS_JWT_SECRET') ?? '');

const handlers = new Map<string, Handler>();
const failures = new Map<string, string>();
const realServe = Deno.serve.bind(Deno);
let captured: Handler | null = null;

(Deno as unknown as { serve: unknown }).serve = (a: unknown, b?: unknown) => {
  const h = (typeof a === 'function' ? a : typeof b === 'function' ? b : (a as { handler?: Handler }).handler) as Handler;
  captured = h;
  return { finished: Promise.resolve(), shutdown: () => Promise.resolve(), ref() {}, unref() {}, addr: {} };
};

for (const entry of [...Deno.readDirSync(dir)].sort((x, y) => x.name.localeCompare(y.name))) {
  if (!entry.isDirectory || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
  const file = `${dir}/${entry.name}/index.ts`;
  try {
    Deno.statSync(file);
  } catch {
    continue;
  }
  captured = null;
  try {
    await import(`file://${file}`);
    if (captured) handlers.set(entry.name, captured);
    else failures.set(entry.name, 'the function did not call Deno.serve');
  } catch (err) {
    failures.set(entry.name, String((err as Error)?.stack ?? err));
    console.error(`function ${entry.name} failed to load: ${err}`);
  }
}

const b64url = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const hmacKey = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);

async function validJwt(token: string): Promise<boolean> {
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  try {
    const header = JSON.parse(new TextDecoder().decode(b64url(parts[0]!)));
    if (header.alg !== 'HS256') return false;
    const ok = await crypto.subtle.verify(
      'HMAC',
      hmacKey,
      b64url(parts[2]!),
      new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
    );
    if (!ok) return false;
    const payload = JSON.parse(new TextDecoder().decode(b64url(parts[1]!)));
    return typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000;
  } catch {
    return false;
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

realServe({ port, hostname: '127.0.0.1', onListen: () => console.log(`functions listening on ${port}`) }, async (req) => {
  const url = new URL(req.url);
  const name = url.pathname.split('/')[1] ?? '';
  if (name === '_health') return json(200, { functions: [...handlers.keys()], failures: [...failures.keys()] });
  const handler = handlers.get(name);
  if (!handler) {
    if (failures.has(name)) return json(500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
  }
  if (verify[name] !== false && req.method !== 'OPTIONS') {
    const auth = req.headers.get('authorization') ?? '';
    const m = /^bearer\s+(.+)$/i.exec(auth);
    if (!m) return json(401, { code: 401, message: 'Missing authorization header' });
    if (!(await validJwt(m[1]!.trim()))) return json(401, { code: 401, message: 'Invalid JWT' });
  }
  try {
    return await handler(req);
  } catch (err) {
    console.error(`function ${name} threw: ${err}`);
    return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
  }
});
