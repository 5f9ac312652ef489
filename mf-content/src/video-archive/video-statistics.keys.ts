export const videoStatisticsKeys = {
  all: ['mf-content', 'video-statistics'] as const,
  users: (videoId: string) => [...videoStatisticsKeys.all, 'users', videoId] as const,
  user: (videoId: string, userId: string) => [...videoStatisticsKeys.all, 'user', videoId, userId] as const,
};
