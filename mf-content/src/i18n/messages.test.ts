import en from './en.json';
import no from './no.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The catalogue's entities whose create/update/remove toasts the spec does not word itself. */
const GENERIC: Record<string, string> = {
  videoEditor: 'Video',
  videoScripts: 'Video script',
  appointmentTypes: 'Appointment type',
  scripts: 'Script',
  steps: 'Script step',
  endings: 'Ending',
  templates: 'Journal template',
  disorders: 'Disorder',
  evaluationStates: 'Evaluation state',
};

/** The toasts the spec words itself (spec 002's disorder action: 'Disorder successfuly added', as written). */
const SPEC_WORDED = new Set(['disorders.created']);

describe("mf-content's messages", () => {
  it("say 000 §8's generic '{Entity} successfully created/updated/removed!' (issue 24)", () => {
    const texts = new Map(leaves(en as Tree));
    for (const [section, entity] of Object.entries(GENERIC)) {
      for (const action of ['created', 'updated', 'removed'] as const) {
        const text = texts.get(`${section}.${action}`);
        if (text !== undefined && !SPEC_WORDED.has(`${section}.${action}`))
          expect(`${section}.${action}: ${text}`).toBe(
            `${section}.${action}: ${entity} successfully ${action}!`,
          );
      }
    }
    expect(texts.get('disorders.created')).toBe('Disorder successfuly added');
    expect(texts.get('evaluationStates.created')).toBe('Evaluation state successfully created!');
  });

  it('have a Norwegian text for every English key, and the glossary’s words', () => {
    const english = leaves(en as Tree).map(([key]) => key);
    const norwegian = new Map(leaves(no as Tree));
    expect(english.filter((key) => !norwegian.get(key))).toEqual([]);
    const all = [...norwegian.values()].join('\n');
    // One word per concept across the product: 'vurderingstilstand' (not 'evalueringstilstand') and 'time'
    // (not 'avtale') for a therapy appointment.
    expect(all).not.toMatch(/evalueringstilstand/i);
    expect(all).not.toMatch(/avtale/i);
  });
});
