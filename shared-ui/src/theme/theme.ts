import 'styled-components';

/** Design tokens shared by the shell and every remote. Sizes the spec fixes (menu widths, breakpoints) live here. */
export const theme = {
  colors: {
    primary: '#2f5d8a',
    primaryHover: '#244a6e',
    primaryText: '#ffffff',
    danger: '#b3261e',
    dangerHover: '#8c1d17',
    success: '#1e7b4a',
    warning: '#a15c00',
    text: '#1d2433',
    textMuted: '#5b6475',
    border: '#d5dae3',
    /** The edge of a control a user must find, such as a radio's circle: 3:1 on white (WCAG 1.4.11). */
    controlBorder: '#7a8394',
    surface: '#ffffff',
    background: '#f4f6f9',
    focus: '#1a73e8',
    liveSession: { video: '#2f5d8a', phone: '#7a4fa3', inOffice: '#2e7d5b', canceled: '#9aa3b2' },
    /** The dimmed page behind a modal, a drawer or a panel opened over the page. */
    overlay: 'rgba(16, 24, 40, 0.45)',
    /** A light veil over content that is busy (e.g. the calendar while it loads another range). */
    busyVeil: 'rgba(255, 255, 255, 0.75)',
    /**
     * Notices, badges and tags by meaning. `text` on `background` meets WCAG AA (4.5:1); `solid` is for
     * fills, dots and bars, with `primaryText` (white) on it.
     */
    status: {
      success: { background: '#e7f4ec', text: '#1e7b4a', solid: '#1e7b4a' },
      warning: { background: '#fff4e5', text: '#a15c00', solid: '#a15c00' },
      danger: { background: '#fdecea', text: '#b3261e', solid: '#b3261e' },
      info: { background: '#e8f0fe', text: '#1a56b8', solid: '#1a56b8' },
      neutral: { background: '#eef0f4', text: '#5b6475', solid: '#5b6475' },
    },
    /**
     * Evaluation state levels as the UI shows them (spec 001: 1 low green, 2 mid orange, 3 high red; stored
     * as 1, 3, 6). `solid` is for dots and level controls (not for text: orange on white fails contrast);
     * text and badges use `text` on `background`.
     */
    evaluationLevel: {
      1: { background: '#e7f4ec', text: '#1e6b3f', solid: '#2e9e5b' },
      2: { background: '#fff1e0', text: '#8a4b00', solid: '#ef8a17' },
      3: { background: '#fdecea', text: '#a3221b', solid: '#d93025' },
    },
    /** The calendar's own colours besides the live-session types above. */
    calendar: {
      today: 'rgba(47, 93, 138, 0.06)',
      pauseStripe: 'rgba(91, 100, 117, 0.12)',
      pause: { background: '#f4f6f9', text: '#1d2433' },
      canceled: { background: '#eef0f4', text: '#5b6475' },
      /** Text on an event filled with its live-session colour. */
      eventText: '#ffffff',
    },
  },
  radii: { small: '4px', medium: '8px', large: '12px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { small: '13px', body: '15px', title: '22px', heading: '18px' },
  },
  layout: {
    menuExpanded: '320px',
    menuCollapsed: '100px',
    eventsSidebar: '300px',
    headerHeight: '64px',
  },
  breakpoints: { mobileMax: 768, menuCollapse: 1200 },
  shadow: '0 2px 12px rgba(16, 24, 40, 0.12)',
  zIndex: { overlay: 40, modal: 50, toast: 60, tooltip: 70 },
} as const;

export type AppTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
