export const evaluationStateKeys = {
  all: ['mf-content', 'evaluation-states'] as const,
  list: (clinicId: string) => [...evaluationStateKeys.all, 'list', clinicId] as const,
};
