import { BREAKPOINT_DESKTOP_PX } from '../config/constants'

/** The two colour modes (spec §3 Client settings: colorMode, default dark). */
export type ColorMode = 'light' | 'dark'

interface Palette {
  bg: string
  surface: string
  surfaceRaised: string
  /** Decorative dividers and card outlines. */
  border: string
  /** Outlines that identify a control (text fields): at least 3:1 against the surfaces (WCAG 1.4.11). */
  fieldBorder: string
  text: string
  textMuted: string
  primary: string
  primaryHover: string
  /** Text on primary, danger, success and warning fills (buttons, active links, toasts). */
  onPrimary: string
  danger: string
  warning: string
  success: string
  focus: string
  overlay: string
}

/**
 * Theme given to styled-components; components never hard-code colours or sizes. Both palettes meet WCAG AA for
 * text (4.5:1) on every surface, and 3:1 for focus rings and field outlines (checked in theme.test.ts).
 */
export interface AppTheme {
  mode: ColorMode
  colors: Palette
  radii: { sm: string; md: string; lg: string; round: string }
  space: (n: number) => string
  font: { body: string; mono: string; size: { sm: string; md: string; lg: string; xl: string } }
  media: { desktop: string; mobile: string }
  shadow: string
}

const shared = {
  radii: { sm: '6px', md: '10px', lg: '16px', round: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem' },
  },
  media: {
    desktop: `@media (min-width: ${BREAKPOINT_DESKTOP_PX}px)`,
    mobile: `@media (max-width: ${BREAKPOINT_DESKTOP_PX - 0.02}px)`,
  },
}

export const darkTheme: AppTheme = {
  ...shared,
  mode: 'dark',
  colors: {
    bg: '#0f1420',
    surface: '#171e2e',
    surfaceRaised: '#1f2840',
    border: '#2c3754',
    fieldBorder: '#6b7aa0',
    text: '#e8ecf5',
    textMuted: '#a3aec6',
    primary: '#7aa2ff',
    primaryHover: '#98b7ff',
    onPrimary: '#0b1020',
    danger: '#ff7b7b',
    warning: '#ffc861',
    success: '#5fd3a0',
    focus: '#ffd166',
    overlay: 'rgba(4, 8, 16, 0.72)',
  },
  shadow: '0 8px 28px rgba(0, 0, 0, 0.45)',
}

export const lightTheme: AppTheme = {
  ...shared,
  mode: 'light',
  colors: {
    bg: '#f4f6fb',
    surface: '#ffffff',
    surfaceRaised: '#eef1f8',
    border: '#d5dbe8',
    fieldBorder: '#767f94',
    text: '#141a28',
    textMuted: '#4d5870',
    primary: '#2f5bd3',
    primaryHover: '#2449ad',
    onPrimary: '#ffffff',
    danger: '#c0262d',
    warning: '#8a5a00',
    success: '#127a4b',
    focus: '#b35c00',
    overlay: 'rgba(20, 26, 40, 0.55)',
  },
  shadow: '0 8px 24px rgba(20, 26, 40, 0.14)',
}

/** The theme object of a colour mode. */
export const themeFor = (mode: ColorMode): AppTheme => (mode === 'light' ? lightTheme : darkTheme)
