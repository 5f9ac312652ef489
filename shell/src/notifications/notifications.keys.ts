/** The notifications feature's query keys (namespaced by package); invalidate the narrowest that fits. */
export const notificationKeys = {
  all: ['shell', 'notifications'] as const,
  user: (userId: string) => [...notificationKeys.all, userId] as const,
  list: (userId: string) => [...notificationKeys.user(userId), 'list'] as const,
};
