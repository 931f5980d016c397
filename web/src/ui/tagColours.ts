/**
 * antd draws a coloured Tag's text in the palette's 7th shade on its 1st. For green, gold, orange,
 * cyan, volcano, lime and yellow that is 2.0 to 4.4:1, under WCAG AA's 4.5:1 for text of this size
 * (status pills were at 2.76 and 3.37). Their text takes the 8th or 9th shade instead; the others
 * already pass. The backgrounds are antd's, listed for the contrast test (tagColours.spec.ts).
 */
export const TAG_COLOURS = {
  green: { background: '#f6ffed', text: '#237804' },
  gold: { background: '#fffbe6', text: '#874d00' },
  orange: { background: '#fff7e6', text: '#ad4e00' },
  cyan: { background: '#e6fffb', text: '#006d75' },
  volcano: { background: '#fff2e8', text: '#ad2102' },
  lime: { background: '#fcffe6', text: '#3f6600' },
  yellow: { background: '#feffe6', text: '#876800' },
  blue: { background: '#e6f4ff', text: '#0958d9' },
  red: { background: '#fff1f0', text: '#cf1322' },
  purple: { background: '#f9f0ff', text: '#531dab' },
  magenta: { background: '#fff0f6', text: '#c41d7f' },
  geekblue: { background: '#f0f5ff', text: '#1d39c4' },
} as const;

/** The Tag component's tokens that set those text shades (`green7` and so on). */
export const TAG_TEXT_TOKENS = Object.fromEntries(
  Object.entries(TAG_COLOURS).map(([colour, { text }]) => [`${colour}7`, text]),
) as Record<`${keyof typeof TAG_COLOURS}7`, string>;
