/** Query keys of the calendar integration (first element the remote, second the feature). */
export const integrationKeys = {
  all: ['mf-calendar', 'integration'] as const,
  session: ['mf-calendar', 'integration', 'session'] as const,
  calendars: ['mf-calendar', 'integration', 'calendars'] as const,
  authenticate: (code: string) => ['mf-calendar', 'integration', 'authenticate', code] as const,
};
