/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'
import type { AppTheme } from './theme'
import { darkTheme, lightTheme, themeFor } from './theme'

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

type Color = keyof AppTheme['colors']
const surfaces: Color[] = ['bg', 'surface', 'surfaceRaised']
/** Colours used for text on the page surfaces: body, muted, links, statuses. */
const textColors: Color[] = ['text', 'textMuted', 'primary', 'primaryHover', 'danger', 'warning', 'success']
/** Fills that carry onPrimary text: buttons, the active sidebar link, toasts. */
const fills: Color[] = ['primary', 'primaryHover', 'danger', 'success', 'warning']

describe.each([
  ['dark', darkTheme],
  ['light', lightTheme],
])('%s theme (WCAG AA)', (_name, theme) => {
  const { colors } = theme
  const pairs = (fgs: Color[], bgs: Color[]) => fgs.flatMap((fg) => bgs.map((bg) => [fg, bg] as const))

  it.each(pairs(textColors, surfaces))('%s text on %s ≥ 4.5:1', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(fills)('onPrimary text on %s ≥ 4.5:1', (fill) => {
    expect(contrast(colors.onPrimary, colors[fill])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(pairs(['focus', 'fieldBorder'], surfaces))('%s on %s ≥ 3:1 (non-text)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3)
  })

  it('uses only #rrggbb colours, so every pair above is checkable', () => {
    const { overlay: _overlay, ...checked } = colors
    for (const value of Object.values(checked)) expect(value).toMatch(/^#[0-9a-f]{6}$/i)
  })
})

describe('theme selection', () => {
  it('maps each colour mode to its theme', () => {
    expect(themeFor('dark')).toBe(darkTheme)
    expect(themeFor('light')).toBe(lightTheme)
  })

  it('index.html paints the same page background before the app loads', () => {
    const html = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8')
    expect(html).toContain(`html[data-theme='dark'] { background: ${darkTheme.colors.bg};`)
    expect(html).toContain(`html[data-theme='light'] { background: ${lightTheme.colors.bg};`)
    expect(html).toContain(`<meta name="theme-color" content="${darkTheme.colors.bg}" />`)
    expect(html).toContain(`.setAttribute('content', '${lightTheme.colors.bg}')`)
  })
})
