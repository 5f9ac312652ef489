export const videoArchiveKeys = {
  all: ['mf-content', 'video-archive'] as const,
  list: (clinicId: string) => [...videoArchiveKeys.all, 'list', clinicId] as const,
  statistics: (videoId: string) => [...videoArchiveKeys.all, 'statistics', videoId] as const,
};
