import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SUPABASE_DIR } from './config.ts';
import { startStack } from './stack.ts';

/**
 * Generates the supabase-js `Database` type from the live catalog (the shape `supabase gen types
 * typescript` produces) into supabase/client/src/database.types.ts. `npm run gen:types -w supabase`
 * starts a throw-away stack with the project's migrations, so the output never depends on local data.
 */
export const TYPES_FILE = path.join(SUPABASE_DIR, 'client', 'src', 'database.types.ts');

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING = new Set([
  'text', 'varchar', 'bpchar', 'char', 'name', 'uuid', 'date', 'time', 'timetz', 'timestamp', 'timestamptz',
  'interval', 'bytea', 'inet', 'cidr', 'macaddr', 'citext', 'tsvector', 'tsquery', 'xml', 'bit', 'varbit',
  'tstzrange', 'tsrange', 'daterange', 'int4range', 'int8range', 'numrange', 'ltree', 'regclass',
]);

const ident = (s: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(s) ? s : JSON.stringify(s));

interface Catalog {
  schema: string;
  enums: Map<string, string[]>;
  composites: Set<string>;
  tables: Set<string>;
}

function tsType(udt: string, typtype: string, typschema: string, cat: Catalog, elem?: Row): string {
  if (udt.startsWith('_') && elem) {
    const inner = tsType(elem.typname, elem.typtype, elem.typschema, cat);
    return `${inner.includes('|') ? `(${inner})` : inner}[]`;
  }
  if (udt === 'bool') return 'boolean';
  if (NUMBER.has(udt)) return 'number';
  if (udt === 'json' || udt === 'jsonb') return 'Json';
  if (STRING.has(udt)) return 'string';
  if (udt === 'void') return 'undefined';
  if (udt === 'record') return 'Record<string, unknown>';
  if (typtype === 'e' && typschema === cat.schema && cat.enums.has(udt))
    return `Database[${JSON.stringify(cat.schema)}]["Enums"][${JSON.stringify(udt)}]`;
  if (typtype === 'c' && typschema === cat.schema && cat.composites.has(udt))
    return `Database[${JSON.stringify(cat.schema)}]["CompositeTypes"][${JSON.stringify(udt)}]`;
  if (typtype === 'c' && typschema === cat.schema && cat.tables.has(udt))
    return `Database[${JSON.stringify(cat.schema)}]["Tables"][${JSON.stringify(udt)}]["Row"]`;
  if (typtype === 'd') return 'string';
  return 'unknown';
}

export async function generateTypes(client: pg.ClientBase, schemas = ['public']): Promise<string> {
  const out: string[] = [
    '// Generated from the live schema by `npm run gen:types -w supabase` (supabase/local/gen-types.ts).',
    '// Do not edit by hand: a test in supabase/tests fails when this file is stale.',
    '',
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
    '',
    'export type Database = {',
    '  __InternalSupabase: {',
    '    PostgrestVersion: "12";',
    '  };',
  ];
  for (const schema of schemas) out.push(...(await schemaTypes(client, schema)));
  out.push('};', '');
  out.push(HELPERS);
  return out.join('\n');
}

async function schemaTypes(client: pg.ClientBase, schema: string): Promise<string[]> {
  const q = async (sql: string, params: unknown[] = [schema]) => (await client.query(sql, params)).rows as Row[];
  const enumRows = await q(
    `select t.typname, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
       from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
      where n.nspname = $1 group by t.typname order by t.typname`,
  );
  const rels = await q(
    `select c.oid, c.relname, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') order by c.relname`,
  );
  const cat: Catalog = {
    schema,
    enums: new Map(enumRows.map((r) => [r.typname, r.labels])),
    composites: new Set(rels.filter((r) => r.relkind === 'c').map((r) => r.relname)),
    tables: new Set(rels.filter((r) => r.relkind !== 'c').map((r) => r.relname)),
  };
  const cols = await q(
    `select c.relname as table_name, a.attname as name, a.attnotnull as not_null, a.atthasdef as has_default,
            a.attidentity as identity, a.attgenerated as generated, t.typname, t.typtype, tn.nspname as typschema,
            et.typname as elem_typname, et.typtype as elem_typtype, etn.nspname as elem_typschema
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid join pg_namespace tn on tn.oid = t.typnamespace
       left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
       left join pg_namespace etn on etn.oid = et.typnamespace
      where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
      order by c.relname, a.attname`,
  );
  const updatable = new Set(
    (
      await q(
        `select table_name from information_schema.views where table_schema = $1 and is_insertable_into = 'YES'`,
      )
    ).map((r) => r.table_name),
  );
  const fks = await q(
    `select con.conname, c.relname as table_name, fc.relname as ref_table, fn.nspname as ref_schema,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                  join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as ref_columns,
            exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique
                     and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x)
                       = (select array_agg(x order by x) from unnest(con.conkey) x)) as one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class fc on fc.oid = con.confrelid join pg_namespace fn on fn.oid = fc.relnamespace
      where con.contype = 'f' and n.nspname = $1
      order by c.relname, con.conname`,
  );
  const fns = await q(
    `select p.proname, p.proretset, p.prokind, pg_get_function_identity_arguments(p.oid) as ident,
            coalesce(p.proargnames, '{}') as argnames, coalesce(p.proargmodes::text[], '{}') as argmodes,
            p.pronargdefaults, p.pronargs,
            array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(o, i)
                  join pg_type t on t.oid = a.o order by a.i) as argtypes,
            array(select t.typtype::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(o, i)
                  join pg_type t on t.oid = a.o order by a.i) as argtyptypes,
            array(select tn.nspname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(o, i)
                  join pg_type t on t.oid = a.o join pg_namespace tn on tn.oid = t.typnamespace order by a.i) as argtypschemas,
            rt.typname as ret, rt.typtype as ret_typtype, rtn.nspname as ret_schema,
            ret_elem.typname as ret_elem, ret_elem.typtype as ret_elem_typtype, ret_elem_n.nspname as ret_elem_schema
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype join pg_namespace rtn on rtn.oid = rt.typnamespace
       left join pg_type ret_elem on ret_elem.oid = rt.typelem and rt.typcategory = 'A'
       left join pg_namespace ret_elem_n on ret_elem_n.oid = ret_elem.typnamespace
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by p.proname, ident`,
  );

  const colsOf = (table: string) => cols.filter((c) => c.table_name === table);
  const colType = (c: Row) =>
    tsType(c.typname, c.typtype, c.typschema, cat, c.elem_typname ? { typname: c.elem_typname, typtype: c.elem_typtype, typschema: c.elem_typschema } : undefined);
  const relationships = (table: string, indent: string): string[] => {
    const mine = fks.filter((f) => f.table_name === table);
    if (!mine.length) return [`${indent}Relationships: [];`];
    const lines = [`${indent}Relationships: [`];
    for (const f of mine) {
      lines.push(
        `${indent}  {`,
        `${indent}    foreignKeyName: ${JSON.stringify(f.conname)};`,
        `${indent}    columns: [${f.columns.map((c: string) => JSON.stringify(c)).join(', ')}];`,
        `${indent}    isOneToOne: ${f.one_to_one ? 'true' : 'false'};`,
        `${indent}    referencedRelation: ${JSON.stringify(f.ref_table)};`,
        `${indent}    referencedColumns: [${f.ref_columns.map((c: string) => JSON.stringify(c)).join(', ')}];`,
        `${indent}  },`,
      );
    }
    lines.push(`${indent}];`);
    return lines;
  };
  const block = (name: string, entries: string[], indent: string) =>
    entries.length ? [`${indent}${name}: {`, ...entries, `${indent}};`] : [`${indent}${name}: {`, `${indent}  [_ in never]: never;`, `${indent}};`];

  const tableLines: string[] = [];
  const viewLines: string[] = [];
  for (const r of rels) {
    if (r.relkind === 'c') continue;
    const isView = r.relkind === 'v' || r.relkind === 'm';
    const target = isView ? viewLines : tableLines;
    const I = '      ';
    const cs = colsOf(r.relname);
    const row = cs.map((c) => `${I}    ${ident(c.name)}: ${colType(c)}${c.not_null && !isView ? '' : ' | null'};`);
    target.push(`${I}${ident(r.relname)}: {`, `${I}  Row: {`, ...row, `${I}  };`);
    if (!isView || updatable.has(r.relname)) {
      const ins = cs.map((c) => {
        if (c.generated === 's' || c.identity === 'a') return `${I}    ${ident(c.name)}?: never;`;
        const optional = !c.not_null || c.has_default || c.identity === 'd' || isView;
        return `${I}    ${ident(c.name)}${optional ? '?' : ''}: ${colType(c)}${c.not_null && !isView ? '' : ' | null'};`;
      });
      const upd = cs.map((c) =>
        c.generated === 's' || c.identity === 'a'
          ? `${I}    ${ident(c.name)}?: never;`
          : `${I}    ${ident(c.name)}?: ${colType(c)}${c.not_null && !isView ? '' : ' | null'};`,
      );
      target.push(`${I}  Insert: {`, ...ins, `${I}  };`, `${I}  Update: {`, ...upd, `${I}  };`);
    }
    target.push(...relationships(r.relname, `${I}  `), `${I}};`);
  }

  const fnLines: string[] = [];
  const byName = new Map<string, Row[]>();
  for (const f of fns) byName.set(f.proname, [...(byName.get(f.proname) ?? []), f]);
  for (const [name, overloads] of byName) {
    const I = '      ';
    const variants: string[][] = [];
    for (const f of overloads) {
      const modes: string[] = f.argmodes.length ? f.argmodes : f.argtypes.map(() => 'i');
      const ins: string[] = [];
      const outs: string[] = [];
      const inputCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
      let inputIndex = 0;
      modes.forEach((m, i) => {
        const t = tsType(f.argtypes[i], f.argtyptypes[i], f.argtypschemas[i], cat);
        const argName = f.argnames[i] || `arg${i}`;
        if (m === 'i' || m === 'b' || m === 'v') {
          const optional = inputIndex >= inputCount - f.pronargdefaults;
          inputIndex++;
          ins.push(`${ident(argName)}${optional ? '?' : ''}: ${t}`);
        }
        if (m === 'o' || m === 'b' || m === 't') outs.push(`${ident(argName)}: ${t}`);
      });
      let ret: string;
      if (outs.length && (f.ret === 'record' || modes.includes('t'))) ret = `{ ${outs.join('; ')} }`;
      else
        ret = tsType(
          f.ret,
          f.ret_typtype,
          f.ret_schema,
          cat,
          f.ret_elem ? { typname: f.ret_elem, typtype: f.ret_elem_typtype, typschema: f.ret_elem_schema } : undefined,
        );
      if (f.proretset) ret = `${ret.includes('|') ? `(${ret})` : ret}[]`;
      variants.push([
        ins.length ? `Args: { ${ins.join('; ')} }` : 'Args: Record<PropertyKey, never>',
        `Returns: ${ret}`,
      ]);
    }
    if (variants.length === 1) {
      fnLines.push(`${I}${ident(name)}: {`, ...variants[0]!.map((l) => `${I}  ${l};`), `${I}};`);
    } else {
      fnLines.push(`${I}${ident(name)}:`);
      variants.forEach((v, i) =>
        fnLines.push(`${I}  | {`, ...v.map((l) => `${I}      ${l};`), `${I}    }${i === variants.length - 1 ? ';' : ''}`),
      );
    }
  }

  const enumLines = enumRows.map((e) => `      ${ident(e.typname)}: ${e.labels.map((l: string) => JSON.stringify(l)).join(' | ')};`);
  const compLines: string[] = [];
  for (const r of rels.filter((x) => x.relkind === 'c')) {
    compLines.push(`      ${ident(r.relname)}: {`, ...colsOf(r.relname).map((c) => `        ${ident(c.name)}: ${colType(c)} | null;`), `      };`);
  }
  return [
    `  ${ident(schema)}: {`,
    ...block('Tables', tableLines, '    '),
    ...block('Views', viewLines, '    '),
    ...block('Functions', fnLines, '    '),
    ...block('Enums', enumLines, '    '),
    ...block('CompositeTypes', compLines, '    '),
    '  };',
  ];
}

const HELPERS = `type DefaultSchema = Database["public"];

export type Tables<T extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> = (DefaultSchema["Tables"] &
  DefaultSchema["Views"])[T] extends { Row: infer R }
  ? R
  : never;

export type TablesInsert<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T] extends {
  Insert: infer I;
}
  ? I
  : never;

export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T] extends {
  Update: infer U;
}
  ? U
  : never;

export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T];

export type CompositeTypes<T extends keyof DefaultSchema["CompositeTypes"]> = DefaultSchema["CompositeTypes"][T];
`;

/** Starts a throw-away stack with the project's migrations only and returns the generated source. */
export async function generateFromProject(extraMigrationsDirs: string[] = [], projectMigrations = true): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supabase-types-'));
  const stack = await startStack({
    apiPort: 0,
    dbPort: 0,
    inboxPort: 0,
    dataDir,
    functions: false,
    projectMigrations,
    extraMigrationsDirs,
  });
  try {
    const client = new pg.Client({ connectionString: stack.dbUrl });
    await client.connect();
    try {
      return await generateTypes(client);
    } finally {
      await client.end();
    }
  } finally {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The committed outputs: the client package's types, and the test fixtures' types (used by typed tests). */
export const OUTPUTS: { file: string; extraMigrationsDirs: string[]; projectMigrations: boolean }[] = [
  { file: TYPES_FILE, extraMigrationsDirs: [], projectMigrations: true },
  {
    file: path.join(SUPABASE_DIR, 'tests', 'fixtures', 'fixture.types.ts'),
    extraMigrationsDirs: [path.join(SUPABASE_DIR, 'tests', 'fixtures', 'migrations')],
    projectMigrations: false,
  },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const o of OUTPUTS) {
    const source = await generateFromProject(o.extraMigrationsDirs, o.projectMigrations);
    const rel = path.relative(process.cwd(), o.file);
    if (check) {
      const current = fs.existsSync(o.file) ? fs.readFileSync(o.file, 'utf8') : '';
      if (current !== source) {
        console.error(`${rel} is stale: run npm run gen:types -w supabase`);
        stale = true;
      }
    } else {
      fs.mkdirSync(path.dirname(o.file), { recursive: true });
      fs.writeFileSync(o.file, source);
      console.log(`wrote ${rel}`);
    }
  }
  if (stale) process.exit(1);
}
