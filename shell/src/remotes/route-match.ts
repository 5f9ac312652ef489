/**
 * Route-prefix matching for remotes.json (`/dashboard`, `/patients/:id`), with react-router's `matchPath`
 * semantics for `{ path, end: false }` (case-insensitive segments, `:param` matches one non-empty segment).
 * Written out here because the entry chunk matches the first URL before react-router (a shared singleton)
 * can be imported.
 */
export function matchesRoutePrefix(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length > actual.length) return false;
  return wanted.every((segment, index) => {
    const value = actual[index]!;
    if (segment.startsWith(':')) return value.length > 0;
    if (segment === '*') return true;
    return segment.toLowerCase() === safeDecode(value).toLowerCase();
  });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
