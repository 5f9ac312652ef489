import { i18n } from 'shared-ui';
import no from './no.json';

const t = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'shell', lng: 'no', ...options });

describe('Norwegian (issue 24: one glossary)', () => {
  it('counts agree in number: 1 ny, 2 nye; 1 usett, 3 usette', () => {
    expect(t('menu.badge', { count: 1 })).toBe('1 ny');
    expect(t('menu.badge', { count: 2 })).toBe('2 nye');
    expect(t('notifications.bell', { count: 1 })).toBe('Varsler, 1 usett');
    expect(t('notifications.bell', { count: 3 })).toBe('Varsler, 3 usette');
    expect(i18n.t('menu.badge', { ns: 'shell', lng: 'en', count: 1 })).toBe('1 new');
  });

  it("says 'Vurderingstilstander' as mf-content does, and 'time' (not 'avtale') for an appointment", () => {
    expect(t('menu.evaluationStates')).toBe('Vurderingstilstander');
    const text = JSON.stringify(no);
    expect(text).not.toMatch(/Evaluering/i);
    // 'databehandleravtale' is an agreement, not an appointment: the only 'avtale' allowed.
    expect(text.replace(/databehandleravtale/gi, '')).not.toMatch(/avtale/i);
  });
});
