import en from './en.json';
import no from './no.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe("mf-calendar's messages", () => {
  it('have a Norwegian text for every English key', () => {
    const norwegian = new Map(leaves(no as Tree));
    expect(
      leaves(en as Tree)
        .filter(([key]) => !norwegian.get(key))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it("call a therapy appointment 'time' in Norwegian, never 'avtale' (one glossary, issue 24)", () => {
    const offending = leaves(no as Tree).filter(([, text]) => /avtale/i.test(text));
    expect(offending).toEqual([]);
  });

  it("word the day list's journal item as 001 §2 does", () => {
    const texts = new Map(leaves(en as Tree));
    expect(texts.get('calendar.journal.add')).toBe('Add journal record');
    expect(texts.get('calendar.journal.added')).toBe('Journal record was added');
  });
});
