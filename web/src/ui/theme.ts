import type { ThemeConfig } from 'antd';
import { TAG_TEXT_TOKENS } from './tagColours';

/** Brand colours and shapes shared by antd components and the app's own CSS (see global.css). */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#4f46e5',
    colorLink: '#4f46e5',
    // antd draws progress bars and info states in colorInfo: the brand, not antd's blue.
    colorInfo: '#4f46e5',
    colorTextBase: '#0f172a',
    borderRadius: 10,
    // Controls are tapped on phones: 44 px is the smallest comfortable target (WCAG 2.5.5).
    controlHeight: 44,
    controlHeightLG: 48,
    controlHeightSM: 32,
    fontFamily:
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { fontWeight: 600 },
    // Status pills: text shades that reach 4.5:1 on the tag's background (see tagColours.ts).
    Tag: TAG_TEXT_TOKENS,
    // A 20 px box, easier to see and hit than 16 px; its row is a 44 px target (global.css).
    Checkbox: { controlInteractiveSize: 20 },
  },
};
