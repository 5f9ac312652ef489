import { lazyComponent } from 'shared-ui';

/**
 * The notification list (and date-fns, for its relative times: ~8.5 KB gzip) in its own chunk: the header's bell
 * and unread count are on the first screen, the list only once opened. Fetched once the first screen is done
 * (app.tsx), and on the bell's hover/focus/open if a click comes before that.
 */
export const NotificationList = lazyComponent(() =>
  import('./notification-list').then((m) => m.NotificationList),
);

export function preloadNotificationList(): void {
  // a failed fetch is retried by the render that needs the list
  void NotificationList.preload().catch(() => undefined);
}
