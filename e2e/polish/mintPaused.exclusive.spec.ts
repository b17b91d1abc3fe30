import { expect, test } from '../fixtures'
import { TEXT } from '../identity/specTexts'

/**
 * Issue #17: after a 'Minting paused' revert the Mint button disables without a reload (the widget reads the paused
 * flag again). Minting is paused for real on the devnet minter by its owner (account 0), so this file runs in the
 * `exclusive` project, after the parallel projects, one test at a time, and always resumes minting.
 */
test.describe.configure({ mode: 'serial' })

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

for (const [layout, use] of Object.entries(VIEWPORTS)) {
  test.describe(layout, () => {
    test.use(use)

    test("a 'Minting paused' revert disables Mint at once and says why, without a reload", async ({
      app,
      devnet,
      wallet,
    }) => {
      const minter = devnet.contracts.punkMinter
      expect(await minter.getFunction('paused')()).toBe(false)
      await app.open('/')
      await app.connect()
      const widget = await app.mintWidget()
      const name = devnet.uniqueName()
      await widget.getByRole('textbox', { name: 'Name' }).fill(name)
      const mint = widget.getByRole('button', { name: TEXT.mintButton })
      await expect(mint).toBeEnabled()
      await expect(widget.getByText('Minting is paused for now.')).toHaveCount(0)

      // The widget read 'not paused' at load; the owner pauses now, so only the click finds out.
      await devnet.sendAsOwner('punkMinter', 'togglePaused')
      try {
        await mint.click()
        await expect(app.toast(/Minting paused/)).toBeVisible()
        await expect(widget.getByText('Minting is paused for now.')).toBeVisible()
        await expect(mint).toBeDisabled()
        await expect(mint).toHaveAttribute('title', 'Minting is paused.')
        expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(0)
        expect(await devnet.holderOf(name)).toBeNull()
      } finally {
        if (await minter.getFunction('paused')()) await devnet.sendAsOwner('punkMinter', 'togglePaused')
      }
    })
  })
}
