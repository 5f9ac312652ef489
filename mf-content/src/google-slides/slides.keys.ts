export const slideKeys = {
  all: ['mf-content', 'slides'] as const,
  library: (clinicId: string) => [...slideKeys.all, 'library', clinicId] as const,
  pages: (presentationId: string) => [...slideKeys.all, 'pages', presentationId] as const,
  account: () => [...slideKeys.all, 'account'] as const,
  accountPresentations: () => [...slideKeys.all, 'account-presentations'] as const,
};
