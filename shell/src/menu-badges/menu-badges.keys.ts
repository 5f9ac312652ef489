/** The side menu badges' query keys (namespaced by package). */
export const menuBadgeKeys = {
  all: ['shell', 'menu-badges'] as const,
  counts: (userId: string) => [...menuBadgeKeys.all, userId] as const,
};
