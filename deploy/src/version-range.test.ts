import { parseRange, satisfies } from './version-range';

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1'],
    ['19.9.0', '^19.3.1'],
    ['0.2.5', '^0.2.3'],
    ['0.0.3', '^0.0.3'],
    ['6.0.3', '~6.0.1'],
    ['1.2.9', '~1.2'],
    ['1.9.0', '~1'],
    ['2.119.1', '>=2.100.0 <3'],
    ['2.119.1', '>= 2.100.0'],
    ['7.18.5', '7.18.5'],
    ['7.18.5', '=7.18.5'],
    ['7.18.5', '7.x'],
    ['7.18.5', '7'],
    ['4.0.0', '^3.0.0 || ^4.0.0'],
    ['1.0.0', '*'],
    ['1.0.0', ''],
    ['1.0.0', '<=1.0.0'],
    ['1.0.9', '<=1.0'],
    ['1.3.0', '>1.2'],
    ['19.3.0-rc.2', '^19.3.0-rc.1'],
    ['0.1.0', '^0.1.0'],
  ])('%s satisfies %s', (version, range) => expect(satisfies(version, range)).toBe(true));

  it.each([
    ['18.3.1', '^19.0.0'],
    ['20.0.0', '^19.3.1'],
    ['19.3.0', '^19.3.1'],
    ['0.3.0', '^0.2.3'],
    ['0.0.4', '^0.0.3'],
    ['6.1.0', '~6.0.1'],
    ['3.0.0', '>=2.100.0 <3'],
    ['7.18.4', '7.18.5'],
    ['5.0.0', '^3.0.0 || ^4.0.0'],
    ['1.2.0', '>1.2'],
    ['1.1.0', '<=1.0'],
    // Prereleases are not picked up by a range that does not name one of the same version.
    ['20.0.0-rc.1', '^19.3.1'],
    ['19.4.0-rc.1', '^19.3.1'],
    ['19.4.0-beta', '*'],
    ['19.3.0-rc.1', '^19.3.0-rc.2'],
    // Unreadable input is a refusal, never a pass.
    ['not-a-version', '*'],
    ['19.3.1', 'latest'],
    ['19.3.1', 'workspace:*'],
    ['19.3.1', '1.x.3'],
    ['19.3.1', '<*'],
  ])('%s does not satisfy %s', (version, range) => expect(satisfies(version, range)).toBe(false));
});

it('parseRange reports ranges it cannot read', () => {
  expect(parseRange('^1.2.3')).not.toBeNull();
  expect(parseRange('github:user/repo')).toBeNull();
  expect(parseRange('file:../x')).toBeNull();
});
