import { expect, test } from '../fixtures'
import { TEXT } from '../identity/specTexts'

/** Issue #17 items 4-7 in the 'Get a .demo name' widget. */
test.describe('mint widget', () => {
  test("says 'This name is already taken' as the user types and disables Mint; a free name enables it", async ({
    app,
  }) => {
    await app.open('/')
    await app.connect()
    const widget = await app.mintWidget()
    const input = widget.getByRole('textbox', { name: 'Name' })
    const message = widget.locator('#mint-name-message')
    const mint = widget.getByRole('button', { name: TEXT.mintButton })

    // alice.demo belongs to the seeded alice (read only).
    await input.fill('alice')
    await expect(message).toHaveText(`⚠ ${TEXT.takenToast}`)
    await expect(mint).toBeDisabled()
    await expect(mint).toHaveAttribute('title', 'This name is already taken.')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(app.toast(TEXT.takenToast)).toHaveCount(0)

    await input.fill(`alice${Date.now().toString(36)}`)
    await expect(message).toHaveText('Domain name is valid')
    await expect(mint).toBeEnabled()
  })

  test("after a second name, 'Use it as my username' makes it the main name", async ({ app, devnet, account }) => {
    const first = await devnet.mintName(account, devnet.uniqueName())
    const second = devnet.uniqueName()
    await app.open('/')
    await app.connect()
    const widget = await app.mintWidget()
    await widget.getByRole('textbox', { name: 'Name' }).fill(second)
    await widget.getByRole('button', { name: TEXT.mintButton }).click()
    await expect(app.toast(TEXT.mintedToast)).toBeVisible({ timeout: 30_000 })
    const kept = widget.getByTestId('main-name-kept')
    await expect(kept).toContainText(`Your main name is still ${first.fullName}`)

    await kept.getByRole('button', { name: 'Use it as my username' }).click()
    await expect(app.toast(TEXT.usernameChangedToast)).toBeVisible({ timeout: 30_000 })
    await expect(widget.getByText(`${second}.demo is now your username.`)).toBeVisible()
    await expect.poll(() => devnet.defaultName(account.address)).toBe(second)
  })

  test('a disabled Mint button looks disabled, and no empty band is kept for a missing message', async ({ app }) => {
    await app.open('/')
    await app.connect()
    const widget = await app.mintWidget()
    const input = widget.getByRole('textbox', { name: 'Name' })
    const mint = widget.getByRole('button', { name: TEXT.mintButton })
    const price = widget.getByText(/^Price: /)
    // The button's colours change through a 120 ms transition: read them once it has run (a busy machine read the
    // enabled colour right after the button turned disabled).
    const look = () =>
      mint.evaluate(async (element) => {
        await Promise.allSettled(element.getAnimations().map((animation) => animation.finished))
        const style = getComputedStyle(element)
        return { background: style.backgroundColor, color: style.color, border: style.borderStyle }
      })

    await input.fill(`free${Date.now().toString(36)}`)
    await expect(mint).toBeEnabled()
    const enabled = await look()
    await input.fill('')
    await expect(mint).toBeDisabled()
    const disabled = await look()
    expect(disabled.background).not.toBe(enabled.background)
    expect(disabled.color).not.toBe(enabled.color)
    expect(disabled.border).toBe('dashed')

    // Empty name: no message, so the price sits one form gap (12 px) under the field, not a line lower.
    const field = await input.boundingBox()
    const priceBox = await price.boundingBox()
    expect(field && priceBox && priceBox.y - (field.y + field.height)).toBeLessThan(24)
  })
})
