import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/**
 * Children are started through a tiny POSIX-sh watchdog that holds the read end of a pipe from the
 * supervisor. When the supervisor closes the pipe (normal stop) or dies for any reason (even SIGKILL,
 * because the kernel closes its file descriptors), `read` returns and the watchdog signals the real
 * child and waits for it. This gives "children die with the supervisor" without native prctl support.
 */
const WATCHDOG = [
  'exec 3<&0',
  '"$@" </dev/null &',
  'pid=$!',
  '{ read _ignored <&3; kill -"$STOP_SIGNAL" "$pid" 2>/dev/null; } &',
  'watcher=$!',
  'trap \'kill -"$STOP_SIGNAL" "$pid" 2>/dev/null\' TERM INT HUP',
  'wait "$pid"; rc=$?',
  // A trapped signal interrupts the first wait; wait again so the child is really gone.
  'while kill -0 "$pid" 2>/dev/null; do wait "$pid"; rc=$?; done',
  'kill "$watcher" 2>/dev/null',
  'exit $rc',
].join('\n');

export interface Child {
  name: string;
  proc: ChildProcess;
  exited: Promise<number | null>;
  /** Closes the watchdog pipe and resolves once the child (and its watchdog) are gone. */
  stop(timeoutMs?: number): Promise<void>;
  output(): string;
}

export interface StartChildOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  uid?: number;
  gid?: number;
  /** Signal sent to the child on stop; postgres uses INT (fast shutdown). */
  stopSignal?: 'TERM' | 'INT';
  log?: (line: string) => void;
}

export function startChild(opts: StartChildOptions): Child {
  const spawnOpts: SpawnOptions = {
    cwd: opts.cwd,
    env: { ...(opts.env ?? process.env), STOP_SIGNAL: opts.stopSignal ?? 'TERM' },
    stdio: ['pipe', 'pipe', 'pipe'],
    uid: opts.uid,
    gid: opts.gid,
  };
  const proc = spawn('/bin/sh', ['-c', WATCHDOG, 'watchdog', opts.command, ...opts.args], spawnOpts);
  let buffer = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    buffer = (buffer + text).slice(-20_000);
    if (opts.log) for (const line of text.split('\n')) if (line.trim()) opts.log(`[${opts.name}] ${line}`);
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  // The pipe is the lifeline; keep it open but never let it keep the event loop alive.
  proc.stdin?.on('error', () => {});
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  (proc.stdin as unknown as { unref?: () => void })?.unref?.();
  return {
    name: opts.name,
    proc,
    exited,
    output: () => buffer,
    async stop(timeoutMs = 10_000) {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      proc.stdin?.end();
      const timer = setTimeout(() => {
        try {
          proc.kill('SIGKILL');
        } catch {
          /* already gone */
        }
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs: number,
  child?: Child,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    if (child && (child.proc.exitCode !== null || child.proc.signalCode !== null)) {
      throw new Error(`${what}: process exited (${child.proc.exitCode ?? child.proc.signalCode})\n${child.output()}`);
    }
    try {
      const value = await probe();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what}: not ready after ${timeoutMs} ms (${String(lastError ?? '')})\n${child?.output() ?? ''}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}
