import type * as I18nModule from './i18n';

function loadFreshI18n(): typeof I18nModule {
  let loaded: typeof I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof I18nModule>('./i18n');
  });
  return loaded!;
}

describe('i18n', () => {
  afterEach(() => localStorage.clear());

  it('defaults to Norwegian (bokmål dates) when nothing is stored', () => {
    localStorage.clear();
    const { currentLanguage, dateLocaleFor, i18n } = loadFreshI18n();
    expect(currentLanguage()).toBe('no');
    expect(i18n.t('actions.back')).toBe('Tilbake');
    expect(dateLocaleFor('no').code).toBe('nb');
  });

  it('remembers the chosen language under i18nextLng', async () => {
    const first = loadFreshI18n();
    await first.i18n.changeLanguage('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    const second = loadFreshI18n();
    expect(second.currentLanguage()).toBe('en');
    expect(second.dateLocaleFor('en').code).toBe('en-US');
  });

  it("declares the page's language on <html> and keeps it in step (WCAG 3.1.1)", async () => {
    localStorage.clear();
    const { i18n } = loadFreshI18n();
    expect(document.documentElement.lang).toBe('nb');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('no');
    expect(document.documentElement.lang).toBe('nb');
  });

  it('gives each remote its own namespace', () => {
    const { i18n, registerTranslations } = loadFreshI18n();
    registerTranslations('mf-test', { en: { title: 'Payments' }, no: { title: 'Betalinger' } });
    expect(i18n.t('title', { ns: 'mf-test', lng: 'en' })).toBe('Payments');
    expect(i18n.t('title', { ns: 'mf-test', lng: 'no' })).toBe('Betalinger');
  });
});
