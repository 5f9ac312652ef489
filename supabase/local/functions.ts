import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ProjectConfig } from './config.ts';
import { freePort, startChild, waitFor, type Child } from './proc.ts';

const require = createRequire(import.meta.url);
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'deno', 'main.ts');

export interface FunctionsHandle {
  child: Child;
  port: number;
  names: string[];
  stop(): Promise<void>;
}

/** The Deno binary shipped in the platform package (no postinstall or download needed). */
export function denoBinary(): string {
  const candidates = [
    () => path.join(path.dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno'),
    () => path.join(path.dirname(require.resolve('deno/package.json')), 'deno'),
  ];
  for (const c of candidates) {
    try {
      const p = c();
      if (fs.existsSync(p)) {
        fs.chmodSync(p, 0o755);
        return p;
      }
    } catch {
      /* next */
    }
  }
  throw new Error('the deno binary was not found: run npm install');
}

export async function startFunctions(o: {
  projectDir: string;
  config: ProjectConfig;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
  inboxUrl: string;
  /** Further secrets for the functions (the digital-ID provider's issuer and client). */
  env?: Record<string, string>;
  log?: (l: string) => void;
}): Promise<FunctionsHandle> {
  const dir = path.join(o.projectDir, 'functions');
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const verify = Object.fromEntries(Object.entries(o.config.functions).map(([k, v]) => [k, v.verifyJwt]));
  const child = startChild({
    name: 'deno',
    command: denoBinary(),
    args: ['run', '--allow-all', '--no-prompt', '--quiet', '--no-check', MAIN],
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_DIR: process.env.DENO_DIR,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      FUNCTIONS_DIR: dir,
      FUNCTIONS_PORT: String(port),
      FUNCTIONS_VERIFY_JWT: JSON.stringify(verify),
      FUNCTIONS_JWT_SECRET: o.jwtSecret,
      SUPABASE_URL: o.apiUrl,
      SUPABASE_ANON_KEY: o.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: o.serviceRoleKey,
      SUPABASE_DB_URL: o.dbUrl,
      MAIL_INBOX_URL: o.inboxUrl,
      ...o.env,
    },
    log: o.log,
  });
  const health = await waitFor(
    'edge functions (deno)',
    () =>
      new Promise<{ functions: string[] } | false>((resolve) => {
        http
          .get({ host: '127.0.0.1', port, path: '/_health' }, (r) => {
            let b = '';
            r.on('data', (c) => (b += c));
            r.on('end', () => resolve(r.statusCode === 200 ? JSON.parse(b) : false));
          })
          .on('error', () => resolve(false));
      }),
    60_000,
    child,
  );
  return { child, port, names: health.functions, stop: () => child.stop() };
}
