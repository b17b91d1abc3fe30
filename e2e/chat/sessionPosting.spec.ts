import { randomUUID } from 'node:crypto'
import type { EventLog } from 'ethers'
import { expect, test } from '../fixtures'
import type { InjectedWallet } from '../fixtures'
import { messageWith, nameHolder } from './chatDevnet'

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`

/** Every request that opens a wallet prompt: transactions and signatures. */
const prompts = (wallet: InjectedWallet): number =>
  ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'].reduce(
    (count, method) => count + wallet.requestsFor(method).length,
    0,
  )

test.describe('session posting (issue #38)', () => {
  test('one approval, then posts, a reply, a reaction and an edit without prompts; revoking returns the funds', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    test.setTimeout(180_000)
    const { fullName } = await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const composer = page.getByTestId('composer')
    await expect(composer).toContainText('Price: 0.00001 ETH')
    const promptsBefore = prompts(wallet)

    await composer.getByRole('button', { name: 'Skip wallet prompts' }).click()
    const dialog = page.getByRole('dialog', { name: 'Post without wallet prompts' })
    await expect(dialog.getByLabel('Session length')).toHaveValue(String(24 * 3600))
    await expect(dialog.getByTestId('session-cost')).toContainText('Spending cap 0.0002 ETH')
    await dialog.getByRole('button', { name: 'Start session' }).click()
    await expect(app.toast('Session started: your posts need no wallet prompt now.')).toBeVisible({ timeout: 30_000 })
    await expect(composer.getByTestId('session-status')).toContainText(/Session active until .+, 20 posts left\./)
    expect(prompts(wallet) - promptsBefore).toBe(1)
    const approved = prompts(wallet)

    const textbox = composer.getByRole('textbox', { name: 'Your message' })
    const texts = [unique('Session post one'), unique('Session post two'), unique('Session post three')]
    for (const text of texts) {
      await textbox.fill(text)
      await composer.getByRole('button', { name: 'Post', exact: true }).click()
      await expect(textbox).toHaveValue('')
    }
    for (const text of texts) {
      const message = messageWith(page, text)
      await expect(message).toContainText(fullName, { timeout: 60_000 })
    }
    await expect(page.getByTestId('pending-message')).toHaveCount(0, { timeout: 60_000 })
    await expect(composer.getByTestId('session-status')).toContainText('17 posts left')

    await messageWith(page, texts[0] ?? '')
      .getByRole('link', { name: /ago|just now/ })
      .click()
    const answer = unique('Session reply')
    await page.getByRole('textbox', { name: 'Your reply' }).fill(answer)
    await page.getByRole('button', { name: 'Reply', exact: true }).click()
    const replies = page.getByRole('region', { name: 'Replies' })
    await expect(replies.getByTestId('chat-message').filter({ hasText: answer })).toContainText(fullName, {
      timeout: 60_000,
    })
    expect(prompts(wallet)).toBe(approved)

    // A reaction and an edit go through the key as well: still no prompt.
    const main = messageWith(page, texts[0] ?? '')
    await main.getByRole('button', { name: 'Add reaction' }).click()
    await main.getByRole('group', { name: 'Reactions' }).getByRole('button', { name: 'Party', exact: true }).click()
    await expect(main.getByRole('button', { name: 'Party, 1: you' })).toBeVisible({ timeout: 60_000 })
    const fixed = unique('Session post one, edited')
    await main.getByRole('button', { name: 'Edit message' }).click()
    await page.getByRole('textbox', { name: 'Edit message' }).fill(fixed)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(messageWith(page, fixed).getByText('(edited)')).toBeVisible({ timeout: 60_000 })
    expect(prompts(wallet)).toBe(approved)

    // The chain records the user, not the key, as the author (the names above come from that address).
    const registry = devnet.contracts.sessionKeys
    const [registered] = (await registry.queryFilter(
      registry.getEvent('SessionRegistered')(account.address),
    )) as EventLog[]
    const key = String(registered?.args[1])
    expect(await devnet.provider.getBalance(key)).toBeGreaterThan(0n)

    const status = page.getByTestId('session-status')
    // 16 by the cap; the key's gas for the reaction and the edit may leave room for fewer.
    await expect(status).toContainText(/Session active until .+, ([1-9]|1[0-6]) posts? left\./)
    const userBefore = await devnet.provider.getBalance(account.address)
    await status.getByRole('button', { name: 'Revoke' }).click()
    await expect(app.toast(/^Session revoked: [\d.]+ ETH returned to your wallet\.$/)).toBeVisible({ timeout: 60_000 })
    expect(await devnet.provider.getBalance(key)).toBe(0n)
    expect(await devnet.provider.getBalance(account.address)).toBeGreaterThan(userBefore)
    expect(await registry.getFunction('userOf')(key, devnet.addresses.chatChannels.general)).toBe(
      '0x0000000000000000000000000000000000000000',
    )
    await expect(status.getByRole('button', { name: 'Skip wallet prompts' })).toBeVisible()
    expect(prompts(wallet)).toBe(approved)
  })

  test('a session kept at disconnect is offered for revoking, which needs no wallet', async ({
    app,
    page,
    devnet,
    account,
    wallet,
  }) => {
    test.setTimeout(180_000)
    await nameHolder(devnet, account)
    await app.open('/')
    await app.connect()
    const composer = page.getByTestId('composer')
    await composer.getByRole('button', { name: 'Skip wallet prompts' }).click()
    await page
      .getByRole('dialog', { name: 'Post without wallet prompts' })
      .getByRole('button', { name: 'Start session' })
      .click()
    await expect(app.toast('Session started: your posts need no wallet prompt now.')).toBeVisible({ timeout: 30_000 })
    const approved = prompts(wallet)
    const registry = devnet.contracts.sessionKeys
    const [registered] = (await registry.queryFilter(
      registry.getEvent('SessionRegistered')(account.address),
    )) as EventLog[]
    const key = String(registered?.args[1])

    await app.disconnect()
    const offer = page.getByTestId('session-disconnect-offer')
    await expect(offer).toContainText('Your posting session stays active in this browser.')
    await offer.getByRole('button', { name: 'Revoke it' }).click()
    await expect(app.toast(/^Session revoked: [\d.]+ ETH returned to your wallet\.$/)).toBeVisible({ timeout: 60_000 })
    expect(await devnet.provider.getBalance(key)).toBe(0n)
    expect(prompts(wallet)).toBe(approved)
  })
})
