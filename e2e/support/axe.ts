import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rule sets the site is held to (issue #39): WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const

/** One node of an axe finding (typed through @axe-core/playwright, which brings axe-core along). */
type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number]

/** Which part of the page to scan, and how strictly. */
export interface AxeScope {
  /** CSS selectors of the parts to scan (default: the whole page). */
  include?: readonly string[]
  /** CSS selectors of parts scanned elsewhere. */
  exclude?: readonly string[]
  /** Adds axe's experimental rules, e.g. the label-in-name check (`label-content-name-mismatch`, off by default). */
  experimental?: boolean
}

/**
 * The serious and critical axe findings on the page as it is now (`AXE_TAGS`, within `scope`), one line each: rule,
 * help text and the offending nodes with axe's finding on each, so that `expect(...).toEqual([])` says what to fix when it fails.
 */
export async function seriousOrCritical(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(scope.experimental ? [...AXE_TAGS, 'experimental'] : [...AXE_TAGS])
  for (const selector of scope.include ?? []) builder.include(selector)
  for (const selector of scope.exclude ?? []) builder.exclude(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map(describeNode).join('; ')})`)
}

/** An offending node: its selector and what axe found there (for contrast, both colours and the ratio). */
function describeNode(node: NodeResult): string {
  const [check] = [...node.any, ...node.all, ...node.none]
  return check ? `${node.target.join(' ')}: ${check.message}` : node.target.join(' ')
}
