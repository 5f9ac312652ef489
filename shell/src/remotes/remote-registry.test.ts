import registry from '../../public/remotes.json';
import { routes as calendarRoutes } from '../../../mf-calendar/src/routes';
import { routes as patientsRoutes } from '../../../mf-patients/src/routes';
import { routes as journalRoutes } from '../../../mf-journal/src/routes';
import { routes as billingRoutes } from '../../../mf-billing/src/routes';
import { routes as contentRoutes } from '../../../mf-content/src/routes';
import { containerName, ownerOf, type RemoteRegistry } from './remote-registry';

describe('remotes.json', () => {
  it('lists exactly the route prefixes each remote declares in its routes.ts', () => {
    expect(Object.fromEntries(Object.entries(registry).map(([name, entry]) => [name, entry.routes]))).toEqual(
      {
        'mf-calendar': [...calendarRoutes],
        'mf-patients': [...patientsRoutes],
        'mf-journal': [...journalRoutes],
        'mf-billing': [...billingRoutes],
        'mf-content': [...contentRoutes],
      },
    );
  });
});

describe('ownerOf', () => {
  const remotes = registry as RemoteRegistry;

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
