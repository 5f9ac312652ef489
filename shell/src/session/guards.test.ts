import type { RouteLine } from 'shared-ui';
import shellRoutes from '../routes.json';
import { guardRedirect, isAdmitted, type GuardInput } from './guards';

const admitted: GuardInput = {
  signedIn: true,
  userId: 'u1',
  temporaryPasswordResolved: true,
  dataProcessingAgreementAgreed: true,
};

describe('guardRedirect', () => {
  it.each([
    ['/dashboard/calendar', '/login'],
    ['/change-password', '/login'],
    ['/users/u1/set-new-password', '/login'],
    ['/user', '/login'],
    ['/login', null],
    ['/forgot-password', null],
    ['/vipps-callback', null],
    ['/not-found', null],
  ])('signed out: %s → %s', (path, expected) => {
    expect(guardRedirect(path, { signedIn: false })).toBe(expected);
  });

  it('signed out: a path of the app goes to sign in, any other path to the not-found page', () => {
    const known = (path: string) => path.startsWith('/dashboard');
    expect(guardRedirect('/dashboard/calendar', { signedIn: false }, known)).toBe('/login');
    expect(guardRedirect('/no-such-page', { signedIn: false }, known)).toBe('/not-found');
    expect(guardRedirect('/not-found', { signedIn: false }, known)).toBeNull();
  });

  it('sends a user with an unresolved temporary password to their own set-new-password page first', () => {
    const auth: GuardInput = {
      ...admitted,
      temporaryPasswordResolved: false,
      dataProcessingAgreementAgreed: null,
    };
    expect(guardRedirect('/dashboard/calendar', auth)).toBe('/users/u1/set-new-password');
    expect(guardRedirect('/users/someone-else/set-new-password', auth)).toBe('/users/u1/set-new-password');
    expect(guardRedirect('/users/u1/set-new-password', auth)).toBeNull();
    expect(guardRedirect('/data-processing-agreement', auth)).toBe('/users/u1/set-new-password');
  });

  it('keeps a user who came by a recovery link on the set-new-password page', () => {
    expect(guardRedirect('/payments', { ...admitted, passwordRecovery: true })).toBe(
      '/users/u1/set-new-password',
    );
  });

  it.each([null, false])(
    'sends a user who has not agreed (%s) to the data-processing agreement',
    (agreed) => {
      const auth: GuardInput = { ...admitted, dataProcessingAgreementAgreed: agreed };
      expect(guardRedirect('/payments', auth)).toBe('/data-processing-agreement');
      expect(guardRedirect('/data-processing-agreement', auth)).toBeNull();
      expect(isAdmitted(auth)).toBe(false);
    },
  );

  it.each([
    '/',
    '/login',
    '/user',
    '/users',
    '/forgot-password',
    '/users/u1/set-new-password',
    '/data-processing-agreement',
  ])('sends an admitted user from %s to the calendar', (path) => {
    expect(guardRedirect(path, admitted)).toBe('/dashboard/calendar');
  });

  it.each(['/payments', '/patients/4', '/change-password', '/notifications'])(
    'lets an admitted user open %s',
    (path) => {
      expect(guardRedirect(path, admitted)).toBeNull();
      expect(isAdmitted(admitted)).toBe(true);
    },
  );
});

describe('the guards of routes.json', () => {
  // (A remote's routes.json may not name one: its build refuses it, shared-ui/build/contract.cjs.)
  it('names only the guards the shell knows', () => {
    const guards = (shellRoutes.routes as RouteLine[]).flatMap((line) => (line.guard ? [line.guard] : []));
    expect(guards.filter((guard) => !['public', 'signed-out', 'entry'].includes(guard))).toEqual([]);
    expect(new Set(guards)).toEqual(new Set(['public', 'signed-out', 'entry']));
  });
});
