import ConfigProvider from 'antd/es/config-provider';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { theme } from './theme';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  kind: ToastKind;
  title: string;
  description?: string;
}

/**
 * The spec shows one toast at a time, for 5 seconds. On wide screens: top right, below the sticky
 * header, never over its buttons. On phones the top holds the header, a drawer's header and a
 * dialog's title, each the full width of the screen, so toasts come from the bottom instead.
 */
const TOAST_CONFIG = { maxCount: 1, duration: 5, top: 72, bottom: 24 };

/** Phone widths: the same breakpoint as the app's phone layout. */
const PHONE_TOASTS_QUERY = '(max-width: 560px)';

/**
 * Where a toast shows. On a phone a toast at the bottom may cover the button just tapped: it never waits
 * for a pointer to leave it (touch has no hover, but a mouse resting on that button would keep it open).
 */
function position() {
  return window.matchMedia(PHONE_TOASTS_QUERY).matches
    ? ({ placement: 'bottom', pauseOnHover: false } as const)
    : ({ placement: 'topRight' } as const);
}

let loading: Promise<NotificationInstance> | null = null;

/**
 * Loads antd's notifications once, themed like the app. They are kept out of the first paint: a page
 * only needs them after the visitor acts, and preloadToasts fetches them while the browser is idle.
 */
function loadNotifications(): Promise<NotificationInstance> {
  loading ??= import('antd/es/notification').then(({ default: notification }) => {
    ConfigProvider.config({
      holderRender: (children) => <ConfigProvider theme={theme}>{children}</ConfigProvider>,
    });
    notification.config(TOAST_CONFIG);
    return notification;
  });
  return loading;
}

/** Shows a titled toast (a notification in antd's terms); failures use kind `error`. */
export function showToast({ kind, title, description }: Toast): void {
  loadNotifications().then(
    (notification) => notification[kind]({ title, description, ...position() }),
    (error: unknown) => console.error('Could not load notifications to show a toast:', title, error),
  );
}

/** Fetches the toast code in the background, so a toast still shows when the network drops later. */
export function preloadToasts(): void {
  const load = () => void loadNotifications().catch(() => (loading = null));
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}
