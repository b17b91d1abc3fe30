import type { BrowserContextOptions, CDPSession } from '@playwright/test'

/**
 * Lighthouse's mobile network throttling ("Fast 3G" in older Lighthouse and DevTools, "Slow 4G" since Lighthouse 10):
 * 150 ms RTT and 1.6 Mbps down / 750 kbps up, with the adjustment factors Lighthouse applies when DevTools does the
 * throttling (latency × 3.75, throughput × 0.9): 562.5 ms request latency, 1474.56 kbps down, 675 kbps up.
 */
export const FAST_3G = {
  latencyMs: 562.5,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
} as const

/** CPU slowdown of the mobile variant (Lighthouse's mobile preset uses the same factor). */
export const MOBILE_CPU_SLOWDOWN = 4

/** A device the bench loads pages on. */
export interface Variant {
  name: 'desktop' | 'mobile'
  context: BrowserContextOptions
  cpuSlowdown: number
  network: typeof FAST_3G | null
  /** How long a load may take before the run counts as failed. */
  timeoutMs: number
}

export const VARIANTS: Record<Variant['name'], Variant> = {
  desktop: {
    name: 'desktop',
    context: { viewport: { width: 1280, height: 800 } },
    cpuSlowdown: 1,
    network: null,
    timeoutMs: 30_000,
  },
  mobile: {
    name: 'mobile',
    context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    cpuSlowdown: MOBILE_CPU_SLOWDOWN,
    network: FAST_3G,
    timeoutMs: 90_000,
  },
}

const kbpsToBytesPerSecond = (kbps: number) => (kbps * 1024) / 8

/** Applies the variant's CPU and network throttling to the page behind `cdp` (before it navigates). */
export async function applyThrottling(cdp: CDPSession, variant: Variant): Promise<void> {
  if (variant.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: variant.cpuSlowdown })
  if (variant.network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: variant.network.latencyMs,
      downloadThroughput: kbpsToBytesPerSecond(variant.network.downloadKbps),
      uploadThroughput: kbpsToBytesPerSecond(variant.network.uploadKbps),
    })
  }
}
