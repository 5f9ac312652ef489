import { sessionStore } from 'shared-ui';
import { clearAllDrafts, clearDraft, loadDraft, storeDraft, watchSessionForDrafts } from './offline-draft';

const me = {
  userId: 'u1',
  email: 'a@b',
  role: 'THERAPIST' as const,
  clinicId: 'c',
  firstName: 'A',
  lastName: 'B',
};

describe('offline drafts', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps text per user and editor until it is saved', () => {
    storeDraft('u1', 'new:j1', { html: '<p>Hei</p>', progression: 3, pending: null });
    expect(loadDraft('u1', 'new:j1')).toEqual({ html: '<p>Hei</p>', progression: 3, pending: null });
    expect(loadDraft('u2', 'new:j1')).toBeNull();
    expect(loadDraft('u1', 'edit:r1')).toBeNull();
    clearDraft('u1', 'new:j1');
    expect(loadDraft('u1', 'new:j1')).toBeNull();
  });

  it('ignores broken entries', () => {
    window.sessionStorage.setItem('mf-journal:draft:u1:new:j1', '{not json');
    expect(loadDraft('u1', 'new:j1')).toBeNull();
  });

  it('are removed at sign-out and for another user', () => {
    sessionStore.set(me);
    const stop = watchSessionForDrafts();
    storeDraft('u1', 'new:j1', { html: '<p>a</p>', progression: null, pending: 'create' });
    storeDraft('u9', 'new:j1', { html: '<p>b</p>', progression: null, pending: null });
    window.sessionStorage.setItem('other-key', 'kept');
    clearAllDrafts('u1');
    expect(loadDraft('u9', 'new:j1')).toBeNull();
    expect(loadDraft('u1', 'new:j1')).not.toBeNull();
    sessionStore.set(null);
    expect(loadDraft('u1', 'new:j1')).toBeNull();
    expect(window.sessionStorage.getItem('other-key')).toBe('kept');
    stop();
  });
});
