import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * antd's theme for what it wraps: every page's but those marked `withoutAntd`, and what such a page
 * renders with antd later (a dialog). Rendering it derives antd's design token once per page.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
