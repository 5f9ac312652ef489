export const videoArchiveKeys = {
  all: ['mf-content', 'video-archive'] as const,
  list: (clinicId: string) => [...videoArchiveKeys.all, 'list', clinicId] as const,
  video: (videoId: string) => [...videoArchiveKeys.all, 'video', videoId] as const,
  draft: (clinicId: string, userId: string) => [...videoArchiveKeys.all, 'draft', clinicId, userId] as const,
  playback: (path: string) => [...videoArchiveKeys.all, 'playback', path] as const,
  languages: () => [...videoArchiveKeys.all, 'languages'] as const,
  scripts: (clinicId: string) => [...videoArchiveKeys.all, 'scripts', clinicId] as const,
};
