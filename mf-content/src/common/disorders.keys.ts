export const disorderKeys = {
  all: ['mf-content', 'disorders'] as const,
  list: (clinicId: string) => [...disorderKeys.all, 'list', clinicId] as const,
};
