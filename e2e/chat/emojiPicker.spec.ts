import { randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures'
import { readStack } from '../support/stackEnv'
import { messageWith, nameHolder } from './chatDevnet'

/** A locator's box on the page; it must be shown. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator} is not shown`)
  return box
}

/** The picker's chunk and its emoji data (webpack.config.ts names them); neither belongs to the first page. */
const PICKER_FILES = /\/assets\/(emoji-picker\.[0-9a-f]{8}\.js|emoji-data\.[0-9a-f]{8}\.json)$/

// The picker's files must not be fetched early by the page nor by the worker's precache: let the worker run.
test.use({ serviceWorkers: 'allow' })

test.describe('the emoji picker in the composer (issue #38)', () => {
  test('loads on the first opening, puts the emoji at the caret, and the emoji is posted', async ({
    app,
    page,
    context,
    devnet,
    account,
  }) => {
    // The context sees the page's requests and the service worker's (its precache), so neither may fetch them early.
    const pickerRequests: string[] = []
    context.on('request', (request) => {
      if (PICKER_FILES.test(new URL(request.url()).pathname)) pickerRequests.push(request.url())
    })
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const composer = page.getByTestId('composer')
    const textbox = composer.getByRole('textbox', { name: 'Your message' })
    const button = composer.getByRole('button', { name: 'Insert emoji' })
    await expect(composer).toContainText('Price: 0.00001 ETH')
    const words = `Emoji ${randomUUID().slice(0, 8)}`
    await textbox.fill(`${words}!`)
    await textbox.press('ArrowLeft')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(pickerRequests).toEqual([])

    // Opened, then closed with Escape: the focus is back on the button.
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Emoji picker' })
    const search = dialog.getByRole('combobox', { name: 'Search' })
    await expect(search).toBeVisible({ timeout: 30_000 })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    // Both files came from the site itself, once.
    const origin = new URL(readStack().appUrl).origin
    expect(pickerRequests.map((url) => new URL(url).pathname.replace(/\.[0-9a-f]{8}\./, '.'))).toEqual(
      expect.arrayContaining(['/assets/emoji-picker.js', '/assets/emoji-data.json']),
    )
    expect(pickerRequests.every((url) => new URL(url).origin === origin)).toBe(true)

    await button.click()
    await expect(dialog).toBeVisible()
    // It fits the screen, the 390 px phone's included, without cutting off the picker.
    const frame = await boxOf(dialog)
    const picker = await boxOf(dialog.locator('emoji-picker'))
    expect(frame.x).toBeGreaterThanOrEqual(0)
    expect(frame.x + frame.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
    expect(picker.x + picker.width).toBeLessThanOrEqual(frame.x + frame.width)
    await search.fill('grinning face')
    await dialog.getByRole('option', { name: /^😀,/ }).click({ timeout: 30_000 })
    await expect(dialog).toBeHidden()
    await expect(textbox).toHaveValue(`${words}😀!`)
    await expect(textbox).toBeFocused()
    const caret = words.length + '😀'.length
    expect(await textbox.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([
      caret,
      caret,
    ])

    await composer.getByRole('button', { name: 'Post' }).click()
    await expect(app.toast('Your message has been posted!')).toBeVisible({ timeout: 30_000 })
    await expect(messageWith(page, `${words}😀!`)).toBeVisible()
  })
})
