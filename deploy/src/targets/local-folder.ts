import fs from 'node:fs';
import path from 'node:path';
import { assertKey, type DeployTarget } from './target';

/** `<dir>/deployment.json`: written by whoever serves the folder (shell/server/frontend.ts for `npm start`). */
export interface LocalDeploymentInfo {
  /** The URL the folder is served at, e.g. http://localhost:3000/deployments */
  publicUrl: string;
}

/**
 * A folder served by the static server `npm start` uses (shell/server/frontend.ts serves it under
 * /deployments and answers /remotes.json from it). Mutable documents are written to a temporary file in the
 * same folder and renamed over the old one: rename(2) replaces a file atomically on one file system.
 */
export class LocalFolderTarget implements DeployTarget {
  readonly description: string;
  private readonly info: LocalDeploymentInfo;

  constructor(private readonly dir: string) {
    this.description = `local folder ${dir}`;
    const infoFile = path.join(dir, 'deployment.json');
    if (!fs.existsSync(infoFile)) {
      throw new Error(
        `${dir} is not a deployment folder (no deployment.json): start the app with \`npm start\` (it creates ` +
          '.deployments/) or pass the folder a running server serves.',
      );
    }
    this.info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as LocalDeploymentInfo;
  }

  publicUrl(key: string): string {
    assertKey(key);
    return `${this.info.publicUrl.replace(/\/$/, '')}/${key}`;
  }

  private file(key: string): string {
    assertKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      return await fs.promises.readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async putImmutable(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    const existing = await this.read(key);
    if (existing) {
      if (existing.equals(body)) return; // the same build uploaded again
      throw new Error(`${key} already exists with other content: versioned files are never overwritten`);
    }
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file, body);
  }

  async putMutable(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file, body);
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) await fs.promises.rm(this.file(key), { force: true });
    // Empty version folders left behind by pruning.
    const folders = new Set(keys.map((key) => path.dirname(this.file(key))));
    for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
      await fs.promises.rmdir(folder).catch(() => undefined);
    }
  }

  async exclusive<T>(action: () => Promise<T>): Promise<T> {
    const lock = path.join(this.dir, '.deploy.lock');
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      throw new Error(
        `another deploy to ${this.dir} is running (${lock} exists; delete it if that deploy was killed)`,
      );
    }
    try {
      await handle.writeFile(String(process.pid));
      return await action();
    } finally {
      await handle.close();
      await fs.promises.rm(lock, { force: true });
    }
  }
}

/** Write to a temporary file beside the target, then rename over it: readers see the old or the new file. */
export async function writeAtomically(file: string, body: Buffer | string): Promise<void> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.promises.writeFile(temp, body);
  await fs.promises.rename(temp, file);
}
