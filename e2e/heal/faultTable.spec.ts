import { nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { FAULT_KINDS } from './faults'
import { breakRpc } from './faults'

/**
 * Issue #19's fault table, re-run: each fault kind of the site's RPC, at boot and mid-session. Every case must recover
 * without a click within one retry cycle after the RPC heals: the health probe's longest wait (8 s) plus one read's
 * retries (0.5 s + 1.5 s) and the page's own work, so at most RECOVERY_BUDGET_MS. The recovery time of each case is
 * recorded as an annotation ('heal') in the report. Desktop only: the layouts share this logic.
 */
const UNREACHABLE = 'Cannot reach the chain right now.'
const RECOVERY_BUDGET_MS = 15_000
/** A hung RPC is noticed only after the client's 10 s timeouts (three attempts). */
const NOTICE_TIMEOUT_MS = 60_000

test.describe('the fault table: every fault heals by itself', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only: the recovery logic is the same on both layouts')
  test.describe.configure({ timeout: 150_000 })

  for (const kind of FAULT_KINDS) {
    test(`${kind} at boot: the price and the feed come back`, async ({ app, page }, testInfo) => {
      const fault = await breakRpc(page, kind)
      await app.open('/')
      const widget = await app.mintWidget()
      await expect(widget.getByText('Price unavailable, retrying…')).toBeVisible({ timeout: NOTICE_TIMEOUT_MS })
      await expect(page.getByText(UNREACHABLE)).toBeVisible({ timeout: NOTICE_TIMEOUT_MS })

      const healedAt = await fault.heal()
      await expect(widget.getByText(/^Price: /)).toBeVisible({ timeout: RECOVERY_BUDGET_MS })
      await expect
        .poll(() => page.getByTestId('chat-message').count(), { timeout: RECOVERY_BUDGET_MS })
        .toBeGreaterThan(0)
      await expect(page.getByText(UNREACHABLE)).toHaveCount(0, { timeout: RECOVERY_BUDGET_MS })
      const recoveredMs = Date.now() - healedAt
      testInfo.annotations.push({
        type: 'heal',
        description: `${kind} at boot: recovered ${recoveredMs} ms after healing`,
      })
      expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS)
    })

    test(`${kind} mid-session: announced, then gone by itself`, async ({ app, page, devnet }, testInfo) => {
      const { account: poster } = await nameHolder(devnet)
      await app.open('/')
      const widget = await app.mintWidget()
      await expect(widget.getByText(/^Price: /)).toBeVisible()
      await expect.poll(() => page.getByTestId('chat-message').count()).toBeGreaterThan(0)
      // The feed's count poll is the read that meets the outage: it reads for a block that may hold a chat message
      // (its logs bloom says so; issue #41), so a message is posted once the RPC is broken.
      const fault = await breakRpc(page, kind)
      await postAs(devnet, poster, `posted during the ${kind} outage ${Date.now()}`)
      await expect(page.getByText(UNREACHABLE)).toBeVisible({ timeout: NOTICE_TIMEOUT_MS })

      const healedAt = await fault.heal()
      await expect(page.getByText(UNREACHABLE)).toHaveCount(0, { timeout: RECOVERY_BUDGET_MS })
      const recoveredMs = Date.now() - healedAt
      testInfo.annotations.push({
        type: 'heal',
        description: `${kind} mid-session: banner after ${fault.hits} failed requests, gone ${recoveredMs} ms after healing`,
      })
      await expect(widget.getByText(/^Price: /)).toBeVisible()
      expect(recoveredMs).toBeLessThanOrEqual(RECOVERY_BUDGET_MS)
    })
  }
})
