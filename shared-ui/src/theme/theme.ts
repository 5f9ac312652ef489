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
    surface: '#ffffff',
    background: '#f4f6f9',
    focus: '#1a73e8',
    liveSession: { video: '#2f5d8a', phone: '#7a4fa3', inOffice: '#2e7d5b', canceled: '#9aa3b2' },
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
