import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
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
import pgLib from 'pg';
import { applyBootstrap, applyMigrations } from './migrate.ts';
import { seedProject } from '../scripts/seed.ts';
import { CalendarSyncWorker } from './calendar-sync-worker.ts';
import { startOidcProvider, type OidcHandle } from './oidc.ts';
import { startPostgres, type PostgresHandle } from './postgres.ts';
import { findPostgrest } from './postgrest.ts';
import { freePort, portInUse, startChild, waitFor, type Child } from './proc.ts';
import { RealtimeService } from './realtime.ts';
import { StorageService } from './storage.ts';
import { materializeSeedMedia } from './seed-media.ts';

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
  /** Local digital-ID (OIDC) provider port. Default 54326 or SUPABASE_OIDC_PORT; 0 picks a free port. */
  oidcPort?: number;
  /** Start the local digital-ID provider (default true; off when VIPPS_ISSUER names a real provider). */
  oidc?: boolean;
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
  /** As postgres, the project's role (not a superuser, as on hosted). */
  dbUrl: string;
  /** As the cluster's superuser (supabase_admin): the stack's own tools only, never the app or its tests. */
  adminDbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  inboxUrl: string;
  /** The digital-ID provider the functions use (the local one unless VIPPS_ISSUER is set) and its public client. */
  digitalId: DigitalIdConfig | null;
  dataDir: string;
  ports: {
    api: number;
    db: number;
    inbox: number;
    rest: number;
    functions: number | null;
    oidc: number | null;
  };
  pids: number[];
  inbox: Inbox;
  stop(): Promise<void>;
}

export interface DigitalIdConfig {
  issuer: string;
  clientId: string;
  /** The browser's redirect target (from the discovery document; configured for a real provider). */
  authorizeUrl: string;
  /** True for the stack's own provider. */
  local: boolean;
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

/** A server listening on its port now; what answers requests (and WebSocket upgrades) is set later. */
async function bindFrontDoor(requested: number, what: string) {
  if (requested !== 0) await pickPort(requested, what);
  let answer: http.RequestListener = (_req, res) => {
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'the local stack is starting' }));
  };
  let upgrade: ((req: http.IncomingMessage, socket: Duplex, head: Buffer) => void) | null = null;
  const server = http.createServer((req, res) => answer(req, res));
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) =>
    upgrade ? upgrade(req, socket, head) : socket.destroy(),
  );
  await listen(server, requested);
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(listener: http.RequestListener) {
      answer = listener;
    },
    /** Hands requests and upgrades to a server built later (the gateway), which never listens itself. */
    delegateTo(target: http.Server) {
      answer = (req, res) => target.emit('request', req, res);
      upgrade = (req, socket, head) => target.emit('upgrade', req, socket, head);
    },
  };
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The well-known local journal key; a real key comes from SUPABASE_JOURNAL_ENCRYPTION_KEY. */
const LOCAL_JOURNAL_KEY = 'local-dev-journal-key-not-secret';

/**
 * The journal encryption key as a Vault secret, created by postgres as on hosted (supabase/README.md, deploy
 * step "Vault key"); private.journal_key() reads it. An existing secret is kept: journal texts depend on it.
 */
async function ensureJournalKey(pool: pgLib.Pool): Promise<void> {
  await pool.query(
    `select vault.create_secret($1, 'journal_encryption_key', 'Encrypts journal texts (private.journal_key())')
     where not exists (select 1 from vault.secrets where name = 'journal_encryption_key')`,
    [process.env.SUPABASE_JOURNAL_ENCRYPTION_KEY || LOCAL_JOURNAL_KEY],
  );
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const log = options.log ?? (() => {});
  // Found first, so a machine without PostgREST stops at once with what to install, before Postgres starts.
  const postgrest = findPostgrest();
  log(`postgrest: ${postgrest.bin} (from ${postgrest.from})`);
  const projectDir = options.projectDir ?? SUPABASE_DIR;
  const config = { ...loadProjectConfig(projectDir), ...options.config };
  const dataDir = path.resolve(
    options.dataDir ?? process.env.SUPABASE_DATA_DIR ?? path.join(SUPABASE_DIR, '.data'),
  );
  const jwtSecret = options.jwtSecret ?? process.env.SUPABASE_JWT_SECRET ?? DEFAULT_JWT_SECRET;
  const jwt = new Jwt(jwtSecret);
  const defaultKeys = jwtSecret === DEFAULT_JWT_SECRET;
  const anonKey =
    options.anonKey ??
    process.env.SUPABASE_ANON_KEY ??
    (defaultKeys
      ? DEFAULT_ANON_KEY
      : await jwt.sign({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }));
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
    if (claims?.role !== name)
      throw new Error(`the ${name} key is not a ${name} JWT signed with the JWT secret`);
  }

  // The API gateway and the inbox are bound here, before anything else starts: a port picked as free and bound
  // only after Postgres and the migrations (seconds later) can meanwhile be taken by another stack or by an
  // outgoing connection's ephemeral port (EADDRINUSE in parallel tests). Until the stack is ready the gateway
  // answers 503.
  const apiDoor = await bindFrontDoor(options.apiPort ?? envPort('SUPABASE_API_PORT', 54321), 'api gateway');
  const apiPort = apiDoor.port;
  const inbox = new Inbox();
  const inboxDoor = await bindFrontDoor(
    options.inboxPort ?? envPort('SUPABASE_INBOX_PORT', 54324),
    'mail inbox',
  );
  inboxDoor.serve((req, res) => inbox.handle(req, res));
  const inboxPort = inboxDoor.port;
  const requestedDbPort = options.dbPort ?? envPort('SUPABASE_DB_PORT', 54322);
  let dbPort = await pickPort(requestedDbPort, 'postgres');
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const realIssuer = process.env.VIPPS_ISSUER?.trim();
  // A caller that places the stack itself (tests, tools) gets a free port unless it names one; the CLI default
  // is 54326. Without functions nobody could use the provider, so it follows them.
  const placedByCaller = options.apiPort !== undefined || process.env.SUPABASE_API_PORT === '0';
  const oidcPort =
    (options.oidc ?? options.functions !== false) && !realIssuer
      ? await pickPort(
          options.oidcPort ?? (placedByCaller ? 0 : envPort('SUPABASE_OIDC_PORT', 54326)),
          'digital-ID provider',
        )
      : null;

  const children: Child[] = [];
  // Stopped in this order: front doors first, Postgres last.
  const order = [
    'calendarSync',
    'gateway',
    'realtime',
    'inbox',
    'oidc',
    'functions',
    'rest',
    'pg',
    'signals',
  ] as const;
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
  const signalHandlers: [NodeJS.Signals, () => void][] = (['SIGINT', 'SIGTERM', 'SIGHUP'] as const).map(
    (s) => [
      s,
      () => {
        for (const [sig, h] of signalHandlers) process.off(sig, h);
        onSignal(s);
      },
    ],
  );
  if (options.handleSignals !== false) for (const [s, h] of signalHandlers) process.once(s, h);
  stops.signals = async () => {
    for (const [s, h] of signalHandlers) process.off(s, h);
  };
  stops.gateway = () => closeServer(apiDoor.server);
  stops.inbox = () => closeServer(inboxDoor.server);

  try {
    let oidc: OidcHandle | null = null;
    if (oidcPort !== null) {
      const started = await startOidcProvider({
        port: oidcPort,
        clientId: process.env.VIPPS_CLIENT_ID || undefined,
        clientSecret: process.env.VIPPS_CLIENT_SECRET || undefined,
        siteUrl: config.siteUrl,
        log,
      });
      oidc = started;
      stops.oidc = () => started.stop();
    }
    const digitalId: DigitalIdConfig | null = oidc
      ? { issuer: oidc.issuer, clientId: oidc.clientId, authorizeUrl: oidc.authorizeUrl, local: true }
      : realIssuer && process.env.VIPPS_CLIENT_ID
        ? {
            issuer: realIssuer,
            clientId: process.env.VIPPS_CLIENT_ID,
            // Vipps publishes its authorisation endpoint at <issuer>oauth2/auth.
            authorizeUrl: process.env.VIPPS_AUTHORIZE_URL ?? `${realIssuer.replace(/\/?$/, '/')}oauth2/auth`,
            local: false,
          }
        : null;
    const digitalIdSecrets: Record<string, string> = digitalId
      ? {
          VIPPS_ISSUER: digitalId.issuer,
          VIPPS_CLIENT_ID: digitalId.clientId,
          VIPPS_CLIENT_SECRET: oidc ? oidc.clientSecret : (process.env.VIPPS_CLIENT_SECRET ?? ''),
        }
      : {};

    // A free port picked here is only free until someone binds it: the services started meanwhile listen on
    // port 0, and the OS may hand one of them this very port (seen once in a CI run: Postgres' "Address already
    // in use"). Only a port the stack picked itself is moved; a requested one is the caller's to keep.
    let pg: PostgresHandle | undefined;
    for (let attempt = 1; !pg; attempt++) {
      try {
        pg = await startPostgres({ dataDir, port: dbPort, log });
      } catch (error) {
        if (requestedDbPort !== 0 || attempt >= 3 || !/Address already in use/.test(String(error))) throw error;
        log(`postgres: port ${dbPort} was taken meanwhile; trying another`);
        dbPort = await freePort();
      }
    }
    children.push(pg.child);
    stops.pg = () => pg.stop();
    await applyBootstrap(pg.pool, log);
    // Migrations (and below, seeds) run as postgres, which is not a superuser, as `supabase db push` on hosted.
    const projectPool = new pgLib.Pool({ connectionString: pg.url, max: 1 });
    projectPool.on('error', () => {});
    let fresh = false;
    try {
      await ensureJournalKey(projectPool);
      if (options.projectMigrations !== false) {
        fresh = (
          await applyMigrations(projectPool, { migrationsDir: path.join(projectDir, 'migrations'), log })
        ).fresh;
      }
      for (const dir of options.extraMigrationsDirs ?? []) {
        await applyMigrations(projectPool, { migrationsDir: dir, log });
      }
    } finally {
      await projectPool.end().catch(() => {});
    }

    // PostgREST (findPostgrest). Its ports are picked free here and bound by PostgREST a moment later; another stack starting
    // in parallel (the supabase tests run three at once) can take one in between, so a bind failure is retried
    // below on new ports. The gateway reads `restUpstream` per request and follows the move.
    const postgrestBin = postgrest.bin;
    const restUpstream = { host: '127.0.0.1', port: 0 };
    let restAdminPort = 0;
    const launchRest = async () => {
      restUpstream.port = await freePort();
      restAdminPort = await freePort();
      const child = startChild({
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
          PGRST_SERVER_PORT: String(restUpstream.port),
          PGRST_ADMIN_SERVER_PORT: String(restAdminPort),
          PGRST_LOG_LEVEL: 'error',
          PGRST_OPENAPI_MODE: 'ignore-privileges',
        },
        log,
      });
      children.push(child);
      stops.rest = () => child.stop();
      return child;
    };
    let rest = await launchRest();

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
            env: digitalIdSecrets,
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
      // A platform service: as the superuser, as hosted's Realtime connects as supabase_admin.
      dbUrl: pg.adminUrl,
      jwt,
      keys: new Set([anonKey, serviceRoleKey]),
      privateOnly: config.realtimePrivateOnly,
      log,
    });
    const gateway = createGateway({
      anonKey,
      serviceRoleKey,
      rest: restUpstream,
      functions: () => (functions ? { host: '127.0.0.1', port: (functions as FunctionsHandle).port } : null),
      auth: (req, res, p, url) => auth.handle(req, res, p, url),
      storage: (req, res, p, url) => storage.handle(req, res, p, url),
      realtime: (req, socket, head, url) => realtime.upgrade(req, socket, head, url),
      realtimeApi: (req, res, p, url) => realtime.handleHttp(req, res, p, url),
      log,
    });
    apiDoor.delegateTo(gateway);
    // The seed of a fresh database, as on hosted: the demo users through the Auth admin API (served in this
    // process), then the seed SQL files as postgres.
    if (fresh && config.seedPaths.length > 0) {
      await seedProject({
        apiUrl,
        serviceRoleKey,
        anonKey,
        dbUrl: pg.url,
        projectDir,
        seedPaths: config.seedPaths,
        log,
      });
    }
    await materializeSeedMedia(pg.pool, { projectDir, storageDir: path.join(dataDir, 'storage'), log });
    await realtime.start();
    stops.realtime = () => realtime.stop();

    const restReady = () =>
      new Promise<boolean>((resolve) => {
        http
          .get({ host: '127.0.0.1', port: restAdminPort, path: '/ready' }, (r) => {
            r.resume();
            resolve(r.statusCode === 200);
          })
          .on('error', () => resolve(false));
      });
    for (let attempt = 1; ; attempt += 1) {
      try {
        await waitFor('postgrest', restReady, 30_000, rest);
        break;
      } catch (error) {
        if (attempt >= 3 || !/Address in use/.test(String(error))) throw error;
        log(
          `postgrest: a port was taken before it could bind it; retrying on new ports (attempt ${attempt + 1})`,
        );
        children.splice(children.indexOf(rest), 1);
        rest = await launchRest();
      }
    }
    if (functionsStarting) await functionsStarting;
    if (functionsStarting) {
      // Hosted Supabase calls the calendar service's outbox from a webhook + pg_cron; locally this worker does.
      const calendarSync = new CalendarSyncWorker({
        dbUrl: pg.url,
        processUrl: `${apiUrl}/functions/v1/calendar-service/outbox/process`,
        serviceRoleKey,
        log,
      });
      await calendarSync.start();
      stops.calendarSync = () => calendarSync.stop();
    }
    let stopped: Promise<void> | null = null;
    return {
      apiUrl,
      dbUrl: pg.url,
      adminDbUrl: pg.adminUrl,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      inboxUrl: `http://127.0.0.1:${inboxPort}`,
      digitalId,
      dataDir,
      ports: {
        api: apiPort,
        db: dbPort,
        inbox: inboxPort,
        rest: restUpstream.port,
        functions: functions ? (functions as FunctionsHandle).port : null,
        oidc: oidcPort,
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
