import { act } from '@testing-library/react';
import { ApiError } from 'supabase-client';
import { i18n, registerTranslations } from './i18n';
import { errorMessage } from './error-message';

registerTranslations('test-remote', {
  en: {
    errors: { already_invited: 'This patient is already invited' },
    saveFailed: 'Error during saving changes',
  },
  no: {
    errors: { already_invited: 'Pasienten er allerede invitert' },
    saveFailed: 'Feil ved lagring av endringer',
  },
});

describe('the one error path', () => {
  const testLanguage = i18n.language;
  afterEach(() => act(() => void i18n.changeLanguage(testLanguage)));

  it('maps a hint to the remote’s text in the interface language, else the action’s own failure text', async () => {
    const refused = new ApiError('Patient is already invited', 'already_invited', 'P0001', 409);
    const unknown = new ApiError('column "x" does not exist', 'something_new', '42703', 400);
    const options = { namespace: 'test-remote', fallback: 'saveFailed' };
    await act(() => i18n.changeLanguage('no'));
    expect(errorMessage(refused, options)).toBe('Pasienten er allerede invitert');
    expect(errorMessage(unknown, options)).toBe('Feil ved lagring av endringer');
    expect(errorMessage(new TypeError('Failed to fetch'), options)).toBe(
      'Ingen internettforbindelse eller nettverket er tregt',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(errorMessage(refused, options)).toBe('This patient is already invited');
    expect(errorMessage(unknown, options)).toBe('Error during saving changes');
  });
});
