import { MockDatabaseError, type MockDatabase, type MockRelationship, type TableName } from './mock-database';

/**
 * The part of PostgREST's query language supabase-js sends, evaluated over a MockDatabase: select with aliases
 * and embedded resources (`alias:table!fkey(cols)`, `!inner`), the filters eq, neq, gt, gte, lt, lte, like,
 * ilike, is, in, cs, ov (with `not.`), or/and groups, order, limit and offset. Anything else is refused with a
 * 400 naming it, so a mock never answers a query it does not understand.
 */

type Row = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------- select

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string }
  | {
      kind: 'embed';
      alias: string;
      target: string;
      hint: string | null;
      inner: boolean;
      items: SelectItem[];
    };

/** Splits on commas that are not inside parentheses or double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    if (!quoted && char === '(') depth += 1;
    if (!quoted && char === ')') depth -= 1;
    if (!quoted && depth === 0 && char === ',') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current !== '') parts.push(current);
  return parts;
}

export function parseSelect(select: string | null): SelectItem[] {
  if (!select) return [{ kind: 'star' }];
  return splitTopLevel(select.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '')).map((part) => {
    const open = part.indexOf('(');
    if (open >= 0) {
      const head = part.slice(0, open);
      const inside = part.slice(open + 1, part.lastIndexOf(')'));
      const [aliasOrTarget, maybeTarget] = head.split(':') as [string, string | undefined];
      const [target = '', ...modifiers] = (maybeTarget ?? aliasOrTarget).split('!');
      const inner = modifiers.includes('inner');
      const hint = modifiers.find((m) => m !== 'inner' && m !== 'left') ?? null;
      return {
        kind: 'embed',
        alias: maybeTarget ? aliasOrTarget : target,
        target,
        hint,
        inner,
        items: parseSelect(inside),
      };
    }
    if (part === '*') return { kind: 'star' };
    const [aliasOrName, maybeName] = part.split(':').filter(Boolean) as [string, string | undefined];
    const name = (maybeName ?? aliasOrName).split('::')[0]!;
    if (name.includes('->')) throw unsupported(`JSON path in select (${part})`);
    return { kind: 'column', name, alias: maybeName ? aliasOrName : name };
  });
}

function unsupported(what: string): MockDatabaseError {
  return new MockDatabaseError('PGRST100', `mock-postgrest does not support ${what}`, null, 400);
}

interface ResolvedRelationship {
  relationship: MockRelationship;
  /** true: the parent row holds the foreign key (embed is one object). */
  toOne: boolean;
}

function findRelationship(db: MockDatabase, parent: string, target: string, hint: string | null) {
  const candidates: ResolvedRelationship[] = [];
  for (const [name, relationship] of Object.entries(db.relationships)) {
    if (!relationship) continue;
    const matchesHint =
      !hint || name === hint || relationship.columns.includes(hint) || relationship.table === hint;
    if (!matchesHint) continue;
    if (relationship.table === parent && relationship.references === target)
      candidates.push({ relationship, toOne: true });
    else if (relationship.table === target && relationship.references === parent)
      candidates.push({ relationship, toOne: Boolean(relationship.unique) });
  }
  if (candidates.length === 0) {
    throw new MockDatabaseError(
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${target}' in the schema cache`,
      'Declare it in the mock database’s relationships',
      400,
    );
  }
  if (candidates.length > 1) {
    throw new MockDatabaseError(
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${target}'`,
      'Use the foreign key name as a hint (table!fkey_name)',
      300,
    );
  }
  return candidates[0]!;
}

/** The embedded row(s) of `parentRow` for one select item. */
function embed(
  db: MockDatabase,
  parent: string,
  parentRow: Row,
  item: Extract<SelectItem, { kind: 'embed' }>,
) {
  const { relationship, toOne } = findRelationship(db, parent, item.target, item.hint);
  const referenced = relationship.referencedColumns ?? ['id'];
  const target = item.target as TableName;
  const project = (row: Row) => projectRow(db, target, row, item.items);
  if (relationship.table === parent && relationship.references === item.target) {
    // many-to-one: the parent row holds the foreign key
    if (relationship.columns.some((column) => parentRow[column] == null)) return null;
    const found = db
      .visible(target)
      .find((row) =>
        referenced.every((column, i) => (row as Row)[column] === parentRow[relationship.columns[i]!]),
      );
    return found ? project(found as Row) : null;
  }
  const children = db
    .visible(target)
    .filter((row) =>
      relationship.columns.every((column, i) => (row as Row)[column] === parentRow[referenced[i]!]),
    )
    .map((row) => project(row as Row));
  return toOne ? (children[0] ?? null) : children;
}

export function projectRow(db: MockDatabase, table: TableName | null, row: Row, items: SelectItem[]): Row {
  const result: Row = {};
  for (const item of items) {
    if (item.kind === 'star') Object.assign(result, row);
    else if (item.kind === 'column') result[item.alias] = row[item.name] ?? null;
    else {
      if (!table) throw unsupported('embedding on an RPC result');
      result[item.alias] = embed(db, table, row, item);
    }
  }
  return result;
}

/** `!inner` embeds drop parent rows without a match. */
export function innerJoinsHold(row: Row, items: SelectItem[]): boolean {
  return items.every((item) => {
    if (item.kind !== 'embed' || !item.inner) return true;
    const value = row[item.alias];
    return Array.isArray(value) ? value.length > 0 : value != null;
  });
}

// ---------------------------------------------------------------------------------------------- filters

type Predicate = (row: Row) => boolean;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

/** JSON with object keys sorted, so two equal jsonb values give the same text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A jsonb (object or JSON array) or Postgres array cell against a filter value: equal values compare 0, as
 * Postgres compares jsonb and arrays by value (not as text: `String({})` is "[object Object]", so `neq.{}`
 * matched every row). A Postgres array literal (`{a,b}`) is compared with an array cell element by element.
 */
function compareStructured(cell: object, value: string): number {
  let other: unknown;
  if (Array.isArray(cell) && value.startsWith('{')) {
    other = parseList(value);
    const mine = cell.map((x) => (x === null ? 'NULL' : String(x)));
    const a = canonicalJson(mine);
    const b = canonicalJson(other);
    return a < b ? -1 : a > b ? 1 : 0;
  }
  try {
    other = JSON.parse(value);
  } catch {
    return 1;
  }
  const a = canonicalJson(cell);
  const b = canonicalJson(other);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Compares a stored cell with a filter value the way Postgres would for the cell's type. */
function compare(cell: unknown, value: string): number | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return cell - Number(value);
  if (typeof cell === 'boolean') return Number(cell) - Number(value === 'true');
  if (typeof cell === 'object' && !(cell instanceof Date)) return compareStructured(cell, value);
  const text = String(cell);
  if (TIMESTAMP.test(text) && TIMESTAMP.test(value)) return Date.parse(text) - Date.parse(value);
  return text < value ? -1 : text > value ? 1 : 0;
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[%*]/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, flags);
}

function parseList(value: string): string[] {
  const inside = value.startsWith('(') || value.startsWith('{') ? value.slice(1, -1) : value;
  return inside === '' ? [] : splitTopLevel(inside).map(unquote);
}

function condition(column: string, expression: string): Predicate {
  let negate = false;
  let rest = expression;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw unsupported(`filter "${column}=${expression}"`);
  const operator = rest.slice(0, dot);
  const value = unquote(rest.slice(dot + 1));
  let test: Predicate;
  switch (operator) {
    case 'eq':
      test = (row) => compare(row[column], value) === 0;
      break;
    case 'neq':
      test = (row) => {
        const c = compare(row[column], value);
        return c !== null && c !== 0;
      };
      break;
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      test = (row) => {
        const c = compare(row[column], value);
        if (c === null) return false;
        return operator === 'gt' ? c > 0 : operator === 'gte' ? c >= 0 : operator === 'lt' ? c < 0 : c <= 0;
      };
      break;
    case 'like':
    case 'ilike': {
      const pattern = likeToRegExp(value, operator === 'ilike' ? 'is' : 's');
      test = (row) => row[column] != null && pattern.test(String(row[column]));
      break;
    }
    case 'is':
      test = (row) => {
        const cell = row[column] ?? null;
        if (value === 'null') return cell === null;
        if (value === 'true') return cell === true;
        if (value === 'false') return cell === false;
        if (value === 'unknown') return cell === null;
        throw unsupported(`is.${value}`);
      };
      break;
    case 'in': {
      const values = parseList(value);
      test = (row) => values.some((candidate) => compare(row[column], candidate) === 0);
      break;
    }
    case 'cs':
    case 'ov': {
      const values = parseList(value);
      test = (row) => {
        const cell = row[column];
        if (!Array.isArray(cell)) return false;
        const texts = cell.map(String);
        return operator === 'cs'
          ? values.every((v) => texts.includes(v))
          : values.some((v) => texts.includes(v));
      };
      break;
    }
    default:
      throw unsupported(`the operator "${operator}" (${column})`);
  }
  return negate ? (row) => !test(row) : test;
}

/** `(a.eq.1,and(b.eq.2,c.is.true))` → one predicate. */
function group(kind: 'or' | 'and', expression: string): Predicate {
  const inside = expression.startsWith('(') ? expression.slice(1, expression.lastIndexOf(')')) : expression;
  const parts = splitTopLevel(inside).map((part): Predicate => {
    const negated = part.startsWith('not.');
    const body = negated ? part.slice(4) : part;
    let predicate: Predicate;
    if (body.startsWith('or(') || body.startsWith('and(')) {
      const open = body.indexOf('(');
      predicate = group(body.slice(0, open) as 'or' | 'and', body.slice(open));
    } else {
      const dot = body.indexOf('.');
      predicate = condition(body.slice(0, dot), body.slice(dot + 1));
    }
    return negated ? (row) => !predicate(row) : predicate;
  });
  return kind === 'or' ? (row) => parts.some((p) => p(row)) : (row) => parts.every((p) => p(row));
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

/** Every filter of the query string, as one predicate over a table row. */
export function filtersOf(params: URLSearchParams, ignore: ReadonlySet<string> = new Set()): Predicate {
  const predicates: Predicate[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key) || ignore.has(key)) continue;
    if (key === 'or' || key === 'and') predicates.push(group(key, value));
    else if (key === 'not.or' || key === 'not.and') {
      const inner = group(key.slice(4) as 'or' | 'and', value);
      predicates.push((row) => !inner(row));
    } else if (key.includes('.')) throw unsupported(`filters on embedded resources (${key})`);
    else predicates.push(condition(key, value));
  }
  return (row) => predicates.every((p) => p(row));
}

// ---------------------------------------------------------------------------------------------- order, range

export function orderRows(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.split('.');
    if (column.includes('(')) throw unsupported(`ordering on embedded resources (${term})`);
    const descending = modifiers.includes('desc');
    const nullsFirst = modifiers.includes('nullsfirst') || (descending && !modifiers.includes('nullslast'));
    return { column, descending, nullsFirst };
  });
  return [...rows].sort((a, b) => {
    for (const { column, descending, nullsFirst } of terms) {
      const x = a[column] ?? null;
      const y = b[column] ?? null;
      if (x === null && y === null) continue;
      if (x === null) return nullsFirst ? -1 : 1;
      if (y === null) return nullsFirst ? 1 : -1;
      const c =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : typeof x === 'string' && typeof y === 'string' && TIMESTAMP.test(x) && TIMESTAMP.test(y)
            ? Date.parse(x) - Date.parse(y)
            : String(x).localeCompare(String(y));
      if (c !== 0) return descending ? -c : c;
    }
    return 0;
  });
}

export function rangeOf(params: URLSearchParams): { offset: number; limit: number | null } {
  const limit = params.get('limit');
  return { offset: Number(params.get('offset') ?? 0), limit: limit === null ? null : Number(limit) };
}
