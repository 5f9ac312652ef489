import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, portInUse } from '../local/proc.ts';
import { startStack } from '../local/stack.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-life-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function processesUsing(dir: string): string[] {
  return execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.includes(dir) && !l.includes(' ps '));
}

describe('supervisor lifecycle', () => {
  it('start → stop three times leaves no process and no port held, and reuses the data', async () => {
    const ports = { apiPort: await freePort(), dbPort: await freePort(), inboxPort: await freePort() };
    for (let round = 1; round <= 3; round++) {
      const stack = await startStack({ ...ports, dataDir, projectMigrations: false });
      const client = new pg.Client({ connectionString: stack.dbUrl });
      await client.connect();
      if (round === 1) {
        await client.query('create table public.lifecycle_probe (n int)');
        await client.query('insert into public.lifecycle_probe values (42)');
      } else {
        const r = await client.query('select n from public.lifecycle_probe');
        assert.deepEqual(r.rows, [{ n: 42 }], `round ${round} sees the data of round 1`);
      }
      await client.end();
      const health = await fetch(`${stack.apiUrl}/auth/v1/health`);
      assert.equal(health.status, 200);
      const pids = stack.pids;
      assert.ok(pids.length >= 3);
      await stack.stop();
      for (const pid of pids) assert.equal(alive(pid), false, `pid ${pid} is gone after stop (round ${round})`);
      assert.deepEqual(processesUsing(dataDir), [], 'no postgres left on the data folder');
      for (const [name, port] of Object.entries(ports)) {
        assert.equal(await portInUse(port), false, `${name} ${port} is free after stop (round ${round})`);
      }
    }
  });

  it('takes every child down when the supervisor is killed with SIGKILL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-kill-'));
    const stackModule = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'local', 'stack.ts');
    const script = `
      const { startStack } = await import(${JSON.stringify(stackModule)});
      const s = await startStack({ apiPort: 0, dbPort: 0, inboxPort: 0, dataDir: ${JSON.stringify(dir)}, functions: false, projectMigrations: false });
      console.log(JSON.stringify({ pids: s.pids, ports: [s.ports.api, s.ports.db, s.ports.inbox, s.ports.rest] }));
      setInterval(() => {}, 1e6);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const info = await new Promise<{ pids: number[]; ports: number[] }>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c) => {
        out += c;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`supervisor exited early (${code})`)));
    });
    assert.deepEqual(processesUsing(dir).length > 0, true);
    child.kill('SIGKILL');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (info.pids.some(alive) || processesUsing(dir).length)) {
      await new Promise((r) => setTimeout(r, 50));
    }
    for (const pid of info.pids) assert.equal(alive(pid), false, `child ${pid} died with its supervisor`);
    assert.deepEqual(processesUsing(dir), []);
    for (const port of info.ports) assert.equal(await portInUse(port), false, `port ${port} released`);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
