import type { Database } from 'supabase-client';

/**
 * One in-memory database per remote (QA mode and unit tests), typed by the generated Database types: every MSW
 * handler of the remote reads and writes it, so a booking made by one feature is seen by the others, as in the
 * product (Medplum's MockClient + in-memory repository is the model). Browser-safe: QA mode runs it in the page.
 */

type Schema = Database['public'];
export type TableName = keyof Schema['Tables'];
export type FunctionName = keyof Schema['Functions'];
export type TableRow<T extends TableName> = Schema['Tables'][T]['Row'];
/** Fixture rows may leave out columns the remote never reads (they come back absent, not null). */
export type MockRow<T extends TableName> = Partial<TableRow<T>>;
export type MockTables = { [T in TableName]?: MockRow<T>[] };
export type RelationshipName = {
  [T in TableName]: Schema['Tables'][T]['Relationships'][number]['foreignKeyName'];
}[TableName];

/**
 * A foreign key, for PostgREST embedding (`alias:target!fkey_name(cols)`). The generated types carry the
 * relationships only as types, so a remote declares the few its selects embed.
 */
export interface MockRelationship {
  table: TableName;
  columns: readonly string[];
  references: TableName;
  /** Defaults to ['id']. */
  referencedColumns?: readonly string[];
  /** The child side is unique (one-to-one): the reverse embed is an object, not an array. */
  unique?: boolean;
}

/** Who calls: the RPCs' auth.uid() and the policies' JWT claims. */
export interface MockCaller {
  userId: string | null;
  clinicId: string | null;
}

/** A database refusal as PostgREST sends it: SQLSTATE code, the message, and the RPC's stable hint. */
export class MockDatabaseError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message: string,
    readonly hint: string | null = null,
    status?: number,
    readonly details: string | null = null,
  ) {
    super(message);
    this.name = 'MockDatabaseError';
    this.status = status ?? statusOf(code);
  }
}

/** PostgREST's SQLSTATE → HTTP status mapping (the part remotes meet). */
function statusOf(code: string): number {
  if (code === '23505' || code === '23503' || code === '23P01') return 409;
  if (code === '42501') return 403;
  if (code === 'PGRST116') return 406;
  return 400;
}

export interface MockCall {
  fn: string;
  args: Record<string, unknown>;
}

export interface SeedContext {
  /** The clock the fixtures are laid out around (tests pass a fixed time; QA mode the real one). */
  now: Date;
}

export interface MockDatabaseOptions {
  /** Builds the tables (called again by reset()). */
  seed: (context: SeedContext) => MockTables;
  relationships?: Partial<Record<RelationshipName, MockRelationship>>;
  /** Row-level security: which rows the caller may read (tables without a policy: all rows). */
  policies?: { [T in TableName]?: (row: MockRow<T>, db: MockDatabase) => boolean };
  /** The caller; defaults to nobody (anon). A remote passes e.g. () => sessionStore.get(). */
  caller?: () => MockCaller | null;
}

export interface MockDatabase {
  /** The rows of a table (live: mutate through insert/update/remove so ids are filled in). */
  table<T extends TableName>(name: T): MockRow<T>[];
  /** Rows of a table the caller may read (its policy applied). */
  visible<T extends TableName>(name: T): MockRow<T>[];
  isVisible<T extends TableName>(name: T, row: MockRow<T>): boolean;
  find<T extends TableName>(name: T, match: (row: MockRow<T>) => boolean): MockRow<T> | undefined;
  /** Inserts a row (an `id` is generated when the table has one and the row lacks it) and returns it. */
  insert<T extends TableName>(name: T, row: MockRow<T>): MockRow<T>;
  /** Updates matching rows in place and returns them. */
  update<T extends TableName>(
    name: T,
    match: (row: MockRow<T>) => boolean,
    patch: MockRow<T> | ((row: MockRow<T>) => MockRow<T>),
  ): MockRow<T>[];
  remove<T extends TableName>(name: T, match: (row: MockRow<T>) => boolean): MockRow<T>[];
  /** RPC calls received, in order (tests assert what the page sent). */
  readonly calls: MockCall[];
  callsOf(fn: FunctionName): Record<string, unknown>[];
  readonly relationships: Partial<Record<string, MockRelationship>>;
  caller(): MockCaller;
  /** The seed's clock. */
  now(): Date;
  /** Back to the seed (call in beforeEach); `now` moves the clock the fixtures are laid out around. */
  reset(context?: Partial<SeedContext>): void;
  /** A new uuid (deterministic per reset: tests can predict nothing else about it). */
  uuid(): string;
}

export function createMockDatabase(options: MockDatabaseOptions): MockDatabase {
  let tables: MockTables = {};
  let clock = new Date();
  let counter = 0;
  const calls: MockCall[] = [];

  const rows = <T extends TableName>(name: T): MockRow<T>[] => {
    const existing = tables[name] as MockRow<T>[] | undefined;
    if (existing) return existing;
    const created: MockRow<T>[] = [];
    (tables as Record<string, unknown[]>)[name] = created;
    return created;
  };

  const db: MockDatabase = {
    table: rows,
    visible(name) {
      return rows(name).filter((row) => db.isVisible(name, row));
    },
    isVisible(name, row) {
      const policy = options.policies?.[name] as ((r: typeof row, d: MockDatabase) => boolean) | undefined;
      return policy ? policy(row, db) : true;
    },
    find(name, match) {
      return rows(name).find(match);
    },
    insert(name, row) {
      const stored = { ...row } as Record<string, unknown>;
      if (stored.id === undefined) stored.id = db.uuid();
      rows(name).push(stored as typeof row);
      return stored as typeof row;
    },
    update(name, match, patch) {
      const changed = rows(name).filter(match);
      for (const row of changed) Object.assign(row, typeof patch === 'function' ? patch(row) : patch);
      return changed;
    },
    remove(name, match) {
      const all = rows(name);
      const removed = all.filter(match);
      (tables as Record<string, unknown[]>)[name] = all.filter((row) => !removed.includes(row));
      return removed;
    },
    calls,
    callsOf(fn) {
      return calls.filter((call) => call.fn === fn).map((call) => call.args);
    },
    relationships: options.relationships ?? {},
    caller() {
      return options.caller?.() ?? { userId: null, clinicId: null };
    },
    now() {
      return clock;
    },
    reset(context = {}) {
      clock = context.now ?? new Date();
      counter = 0;
      calls.length = 0;
      tables = {};
      const seeded = options.seed({ now: clock });
      for (const [name, seedRows] of Object.entries(seeded)) {
        for (const row of seedRows ?? []) db.insert(name as TableName, row);
      }
    },
    uuid() {
      counter += 1;
      return `ffffffff-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
    },
  };
  db.reset();
  return db;
}
