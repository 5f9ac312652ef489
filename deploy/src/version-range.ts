/**
 * npm-style version ranges, as far as shared singletons use them: `*`, `x`, exact versions, `^`, `~`, the
 * comparators `>`, `>=`, `<`, `<=`, `=`, hyphen-free conjunctions (`>=1.2.0 <2`) and `||`. A prerelease
 * version satisfies a comparator only when that comparator names a prerelease of the same major.minor.patch
 * (npm's rule: a range never picks up prereleases of other versions by accident).
 * Anything else is reported as an invalid range rather than guessed at: the deploy then refuses.
 */

interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

function compareIdentifiers(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  if (numeric.test(a)) return -1;
  if (numeric.test(b)) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return b.prerelease.length - a.prerelease.length === 0 ? 0 : a.prerelease.length === 0 ? 1 : -1;
  }
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i += 1) {
    if (a.prerelease[i] === undefined) return -1;
    if (b.prerelease[i] === undefined) return 1;
    const order = compareIdentifiers(a.prerelease[i]!, b.prerelease[i]!);
    if (order !== 0) return Math.sign(order);
  }
  return 0;
}

type Operator = '<' | '<=' | '>' | '>=' | '=';
interface Comparator {
  operator: Operator;
  version: Version;
}

/** A partial version (`1`, `1.2`, `1.x`, `*`): the given parts, null where it is a wildcard or missing. */
type Parts = [major: number | null, minor: number | null, patch: number | null];

function parsePartial(text: string): { parts: Parts; prerelease: string[] } | null {
  const match =
    /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(
      text,
    );
  if (!match) return null;
  const part = (value: string | undefined) =>
    value === undefined || /^[xX*]$/.test(value) ? null : Number(value);
  const parts: Parts = [part(match[1]), part(match[2]), part(match[3])];
  // A wildcard cannot be followed by a number (1.x.3 is meaningless).
  if (parts.some((value, i) => value !== null && parts.slice(0, i).some((before) => before === null)))
    return null;
  return { parts, prerelease: match[4] ? match[4].split('.') : [] };
}

const v = (major: number, minor: number, patch: number, prerelease: string[] = []): Version => ({
  major,
  minor,
  patch,
  prerelease,
});

/** One space-separated term (`^1.2.3`, `>=2`, `1.x`) as comparators, or null when it cannot be read. */
function termComparators(term: string): Comparator[] | null {
  const op = /^(\^|~|>=|<=|>|<|=)?\s*(.*)$/.exec(term);
  if (!op) return null;
  const operator = op[1] ?? '';
  const partial = parsePartial(op[2]!);
  if (!partial) return null;
  const [major, minor, patch] = partial.parts;
  const pre = partial.prerelease;
  // `*`, `x`, `>=*`, `<=*`: any version. `<*` and `>*` mean none: refused as unreadable rather than kept.
  if (major === null) return operator === '<' || operator === '>' ? null : [];
  const lower = v(major, minor ?? 0, patch ?? 0, pre);
  switch (operator) {
    case '^': {
      const upper =
        major > 0 || minor === null
          ? v(major + 1, 0, 0, ['0'])
          : minor > 0 || patch === null
            ? v(0, minor + 1, 0, ['0'])
            : v(0, 0, patch + 1, ['0']);
      return [
        { operator: '>=', version: lower },
        { operator: '<', version: upper },
      ];
    }
    case '~': {
      const upper = minor === null ? v(major + 1, 0, 0, ['0']) : v(major, minor + 1, 0, ['0']);
      return [
        { operator: '>=', version: lower },
        { operator: '<', version: upper },
      ];
    }
    case '>=':
    case '<':
      return [{ operator, version: lower }];
    case '>':
      if (minor === null) return [{ operator: '>=', version: v(major + 1, 0, 0) }];
      if (patch === null) return [{ operator: '>=', version: v(major, minor + 1, 0) }];
      return [{ operator: '>', version: lower }];
    case '<=':
      if (minor === null) return [{ operator: '<', version: v(major + 1, 0, 0, ['0']) }];
      if (patch === null) return [{ operator: '<', version: v(major, minor + 1, 0, ['0']) }];
      return [{ operator: '<=', version: lower }];
    default:
      // `1.2.3` or `=1.2.3` exactly; `1` / `1.2` / `1.x` as the range they cover.
      if (minor === null) {
        return [
          { operator: '>=', version: lower },
          { operator: '<', version: v(major + 1, 0, 0, ['0']) },
        ];
      }
      if (patch === null) {
        return [
          { operator: '>=', version: lower },
          { operator: '<', version: v(major, minor + 1, 0, ['0']) },
        ];
      }
      return [{ operator: '=', version: lower }];
  }
}

function test(comparator: Comparator, version: Version): boolean {
  const order = compareVersions(version, comparator.version);
  switch (comparator.operator) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '=':
      return order === 0;
  }
}

/** The range as alternatives of comparator sets, or null when it is not a range this module reads. */
export function parseRange(range: string): Comparator[][] | null {
  const alternatives: Comparator[][] = [];
  for (const alternative of range.trim().split('||')) {
    // `>= 1.2` is `>=1.2`: join an operator to its version before splitting on spaces.
    const terms = alternative
      .trim()
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (terms.length === 0) {
      alternatives.push([]); // '' and ' || ' mean any version, as in npm
      continue;
    }
    const comparators: Comparator[] = [];
    for (const term of terms) {
      const parsed = termComparators(term);
      if (!parsed) return null;
      comparators.push(...parsed);
    }
    alternatives.push(comparators);
  }
  return alternatives;
}

/** Whether `version` satisfies `range`; false for a version or range that cannot be read. */
export function satisfies(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  const alternatives = parseRange(range);
  if (!parsed || !alternatives) return false;
  return alternatives.some((comparators) => {
    if (!comparators.every((comparator) => test(comparator, parsed))) return false;
    if (parsed.prerelease.length === 0) return true;
    // A prerelease only counts when the range names a prerelease of the same major.minor.patch.
    return comparators.some(
      ({ version: bound }) =>
        bound.prerelease.length > 0 &&
        bound.major === parsed.major &&
        bound.minor === parsed.minor &&
        bound.patch === parsed.patch,
    );
  });
}
