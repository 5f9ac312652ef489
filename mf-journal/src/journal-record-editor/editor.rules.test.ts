import { canSave, SAVE_ACTIONS, successMessageKey } from './editor.rules';

describe('save buttons', () => {
  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p><br></p>', false],
    ['<p>   </p>', false],
    ['<p>&nbsp;</p>', false],
    ['<ul><li> </li></ul>', false],
    ['<p>x</p>', true],
    ['plain text', true],
  ])('text %j → enabled %s', (text, enabled) => {
    expect(canSave({ text, loaded: true, saving: false })).toBe(enabled);
  });

  it('stay disabled until the journal and variables are loaded, and while saving', () => {
    expect(canSave({ text: '<p>x</p>', loaded: false, saving: false })).toBe(false);
    expect(canSave({ text: '<p>x</p>', loaded: true, saving: true })).toBe(false);
  });

  it('are the spec’s per mode', () => {
    expect(SAVE_ACTIONS).toEqual({
      afterAppointment: ['draft', 'approve'],
      create: ['create'],
      edit: ['update'],
    });
    expect(successMessageKey('create', false)).toBe('journal.editor.added');
    expect(successMessageKey('draft', false)).toBe('journal.editor.added');
    expect(successMessageKey('update', true)).toBe('journal.editor.updated');
    // 'Approve Draft' on a new record adds it; on a stored draft it updates it
    expect(successMessageKey('approve', false)).toBe('journal.editor.added');
    expect(successMessageKey('approve', true)).toBe('journal.editor.updated');
  });
});
