import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { theme } from '../theme/theme';
import { i18n } from '../i18n/i18n';
import { queryClient } from './query-client';

/** Theme, the page's query cache and the page's i18n instance: what every React root in the page needs. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
