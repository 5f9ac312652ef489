/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import committed from '../../public/remotes.json';
import { builtRoutes, servedRegistry as localRegistry } from '../../server/frontend';
import { readRouteTable, registryWithRoutes, servedRegistry as registry } from '../testing/served-registry';
import { containerName, ownerOf, type RemoteRegistry } from './remote-registry';

const repoRoot = path.resolve(__dirname, '../../..');

describe('remotes.json', () => {
  it('says only where each remote is deployed: its routes come from the remote', () => {
    for (const entry of Object.values(committed)) expect(Object.keys(entry)).toEqual(['manifest']);
  });

  it("is served with each remote's route prefixes and menu keys, from its routes.json", () => {
    expect(registry['mf-calendar']).toEqual({
      manifest: committed['mf-calendar'].manifest,
      routes: ['/dashboard', '/working-hours', '/calendar-integration', '/service/google-calendar-auth'],
      menu: {
        '/dashboard/calendar': 'calendar',
        '/working-hours': 'calendar',
        '/calendar-integration': 'calendar',
      },
    });
    expect(Object.keys(registry)).toEqual(Object.keys(committed));
  });

  it.each(Object.keys(committed))("gives every path of %s's routes.json to that remote", (name) => {
    const { paths } = readRouteTable(path.join(repoRoot, name));
    const urls = paths!.map((p) =>
      p.replace(/\/\*$/, '/x').replace(/:[^/]+/g, (param) => `${param.slice(1)}-1`),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect([url, ownerOf(registry, url)]).toEqual([url, name]);
  });

  describe("a page added only to a remote's routes.json", () => {
    let root: string;
    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    });
    afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

    it("is served by the shell's build (read from routes.json)", () => {
      const file = JSON.parse(fs.readFileSync(path.join(repoRoot, 'mf-billing/src/routes.json'), 'utf8')) as {
        routes: object[];
      };
      file.routes.push({ path: '/refunds/:id', page: 'PaymentsPage', menu: 'payments' });
      fs.mkdirSync(path.join(root, 'mf-billing/src'), { recursive: true });
      fs.writeFileSync(path.join(root, 'mf-billing/src/routes.json'), JSON.stringify(file));
      const served = registryWithRoutes({ 'mf-billing': committed['mf-billing'] }, root);
      expect(served['mf-billing']!.routes).toEqual([...registry['mf-billing']!.routes, '/refunds/:id']);
      expect(served['mf-billing']!.menu).toEqual({
        ...registry['mf-billing']!.menu,
        '/refunds/:id': 'payments',
      });
      expect(ownerOf({ ...registry, ...served }, '/refunds/7')).toBe('mf-billing');
    });

    it("is served by the local server (npm start, e2e) from the build's contract.json", () => {
      const dist = path.join(root, 'dist');
      fs.mkdirSync(dist);
      fs.writeFileSync(
        path.join(dist, 'contract.json'),
        JSON.stringify({
          name: 'mf-billing',
          routes: ['/payments', '/refunds/:id'],
          menu: { '/payments': 'payments' },
        }),
      );
      expect(
        localRegistry({ 'mf-billing': { manifest: 'http://localhost:3004/mf-manifest.json', dist } }),
      ).toEqual({
        'mf-billing': {
          manifest: 'http://localhost:3004/mf-manifest.json',
          routes: ['/payments', '/refunds/:id'],
          menu: { '/payments': 'payments' },
        },
      });
      expect(() => builtRoutes(path.join(root, 'not-built'))).toThrow(/not-built\/contract\.json is missing/);
    });
  });
});

describe('ownerOf', () => {
  const remotes: RemoteRegistry = registry;

  it.each([
    ['/dashboard/calendar', 'mf-calendar'],
    ['/dashboard/anything-else', 'mf-calendar'],
    ['/dashboard/patients', 'mf-patients'],
    ['/patients/42', 'mf-patients'],
    ['/patients/42/journal', 'mf-journal'],
    ['/appointments/1', 'mf-journal'],
    ['/appointments/1/journal-record-new', 'mf-journal'],
    ['/journals/7/journal-record/3/edit', 'mf-journal'],
    ['/payments', 'mf-billing'],
    ['/payment/5/edit', 'mf-billing'],
    ['/invoice/create', 'mf-billing'],
    ['/settings/appointment/2/edit', 'mf-billing'],
    ['/appointment-type/3/script/create', 'mf-content'],
    ['/video-archive/videos', 'mf-content'],
    ['/service/google-calendar-auth', 'mf-calendar'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(ownerOf(remotes, pathname)).toBe(owner);
  });

  it.each(['/', '/not-found', '/paymentsx', '/patients', '/service/unknown', '/login'])(
    '%s belongs to no remote',
    (pathname) => {
      expect(ownerOf(remotes, pathname)).toBeNull();
    },
  );

  it('names federation containers without dashes', () => {
    expect(containerName('mf-calendar')).toBe('mf_calendar');
  });
});
