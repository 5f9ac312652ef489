import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isNameTaken, NAME_MAX_LENGTH, nameField, normalizeName } from './name.rules';

describe('isNameTaken', () => {
  const others = [
    { id: '1', name: 'Depression' },
    { id: '2', name: 'Insomnia' },
    { id: '3', name: null },
  ];
  it('compares trimmed and case-insensitive', () => {
    expect(normalizeName('  DePression ')).toBe('depression');
    expect(isNameTaken('  depression ', others)).toBe(true);
    expect(isNameTaken('INSOMNIA', others)).toBe(true);
    expect(isNameTaken('Anxiety', others)).toBe(false);
  });
  it('on edit does not check an unchanged name', () => {
    expect(isNameTaken(' Depression ', others, { id: '1', name: 'Depression' })).toBe(false);
  });
  it('on edit ignores the item itself when only the case changed', () => {
    expect(isNameTaken('depression', others, { id: '1', name: 'Depression' })).toBe(false);
  });
  it('on edit refuses the name of another item', () => {
    expect(isNameTaken('insomnia', others, { id: '1', name: 'Depression' })).toBe(true);
  });
});

describe('nameField', () => {
  const others = [{ id: '1', name: 'Low mood' }];
  const issue = (field: ReturnType<typeof nameField>, name: string) =>
    field.safeParse(name).error?.issues[0]?.message;
  it("gives the key of the first failing rule in the feature's validation scheme", () => {
    const field = nameField('disorders', others);
    expect(issue(field, '')).toBe('disorders.validation.name.required');
    expect(issue(field, '  ')).toBe('disorders.validation.name.blank');
    expect(issue(field, 'x'.repeat(NAME_MAX_LENGTH + 1))).toBe('disorders.validation.name.tooLong');
    expect(issue(field, ' low MOOD ')).toBe('disorders.validation.name.duplicate');
    expect(issue(field, 'Calm')).toBeUndefined();
  });
  it('on edit accepts the unchanged name', () => {
    expect(issue(nameField('disorders', others, { id: '1', name: 'Low mood' }), 'Low mood')).toBeUndefined();
  });
});

describe('NAME_MAX_LENGTH', () => {
  // The catalogue tables whose names the forms check: the limit is the database's CHECK, in one constant.
  const tables = ['appointment_types', 'disorders', 'evaluation_states', 'scripts', 'journal_templates'];
  it("is the database's limit on every catalogue name", () => {
    const migrations = join(__dirname, '../../../supabase/migrations');
    const sql = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => readFileSync(join(migrations, file), 'utf8'))
      .join('\n');
    for (const table of tables) {
      const definition = sql.match(new RegExp(`create table public\\.${table} \\(([\\s\\S]*?)\\n\\);`))?.[1];
      expect(definition).toBeDefined();
      expect(definition).toMatch(
        new RegExp(
          `name text (not null )?check \\(length\\(btrim\\(name\\)\\) between 1 and ${NAME_MAX_LENGTH}\\)`,
        ),
      );
    }
  });
});
