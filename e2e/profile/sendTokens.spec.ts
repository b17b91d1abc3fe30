import { parseEther } from 'ethers'
import { expect, test } from '../fixtures'
import { nameAccount, namedUser, profilePath } from './helpers'

test.describe('send tokens', () => {
  test('sends the chat token to a name: both balances change by the amount', async ({ app, devnet, account }) => {
    await nameAccount(devnet, account, 100)
    const recipient = await namedUser(devnet, { tokens: 5, points: 0 })
    await app.open('/')
    await app.connect()
    await app.open(`/send-tokens?to=${recipient.name}`)

    await expect(app.page.getByTestId('recipient-resolved')).toContainText(recipient.account.address)
    await expect(app.page.getByRole('radio', { name: /DEMO/ })).toBeChecked()
    await expect(app.page.getByTestId('send-balance')).toHaveText('100 DEMO')
    const amount = app.page.getByLabel('Amount (DEMO)')

    const message = app.page.locator('#send-amount-status')
    await amount.fill('100.5')
    await expect(message).toHaveText('That is more than your balance of 100 DEMO.')
    await amount.fill('0.0000000000000000001')
    await expect(message).toHaveText('DEMO has 18 decimals: use at most 18 digits after the dot.')
    await amount.fill('-3')
    await expect(message).toHaveText('The amount must be more than zero.')
    await amount.fill('1,5')
    await expect(message).toHaveText('Use a dot (.) for decimals, not a comma.')

    await amount.fill('12.5')
    await app.page.getByRole('button', { name: `Send 12.5 DEMO to ${recipient.fullName}` }).click()
    await expect(app.toast(`You have sent 12.5 DEMO to ${recipient.fullName}!`)).toBeVisible()
    await expect(app.page.getByTestId('send-balance')).toHaveText('87.5 DEMO')
    await expect(amount).toHaveValue('')
    expect(await devnet.chatTokenBalance(account.address)).toBe(parseEther('87.5'))
    expect(await devnet.chatTokenBalance(recipient.account.address)).toBe(parseEther('17.5'))

    await app.open(profilePath(recipient.fullName))
    await expect(app.page.getByTestId('profile-token-balance')).toHaveText('17.5 DEMO')
  })

  test('DEMO arriving from outside shows without a reload, and the refused amount can go (issue #39)', async ({
    app,
    devnet,
    account,
  }) => {
    const recipient = await devnet.createAccount({ balance: 1 })
    await app.open('/')
    await app.connect()
    await app.open(`/send-tokens?to=${recipient.address}`)
    await expect(app.page.getByTestId('send-balance')).toHaveText('0 DEMO')
    await app.page.getByLabel('Amount (DEMO)').fill('20')
    const message = app.page.locator('#send-amount-status')
    await expect(message).toHaveText('That is more than your balance of 0 DEMO.')

    await devnet.giveChatTokens(account.address, 30)
    await expect(app.page.getByTestId('send-balance')).toHaveText('30 DEMO')
    await expect(message).not.toHaveText('That is more than your balance of 0 DEMO.')
    await expect(app.page.getByRole('button', { name: /^Send 20 DEMO to 0x/ })).toBeEnabled()
  })

  test('sends the native coin to an address, keeping the network fee out of Max', async ({ app, devnet, account }) => {
    const recipient = await devnet.createAccount({ balance: 1 })
    await app.open('/')
    await app.connect()
    await app.open(`/send-tokens?to=${recipient.address}`)
    await app.page.getByText('ETH', { exact: true }).click()
    const amount = app.page.getByLabel('Amount (ETH)')
    await expect(app.page.getByTestId('send-balance')).toHaveText('100 ETH')

    await amount.fill('100')
    await expect(app.page.locator('#send-amount-status')).toHaveText(
      /^Leave about 0\.0000\d+ ETH for the network fee: you can send up to 99\.99\d+ ETH\.$/,
    )
    await app.page.getByRole('button', { name: 'Max' }).click()
    expect(Number(await amount.inputValue())).toBeLessThan(100)
    expect(Number(await amount.inputValue())).toBeGreaterThan(99.99)

    await amount.fill('0.25')
    await app.page.getByRole('button', { name: /^Send 0\.25 ETH to 0x/ }).click()
    await expect(app.toast(/You have sent 0\.25 ETH to 0x/)).toBeVisible()
    expect(await devnet.provider.getBalance(recipient.address)).toBe(parseEther('1.25'))
    expect(await devnet.provider.getBalance(account.address)).toBeLessThan(parseEther('99.75'))
  })

  test('the token choice stays where it is when the recipient is found, so a tap meanwhile lands on it', async ({
    app,
    devnet,
  }) => {
    const recipient = await devnet.createAccount()
    // Chain reads wait until the looking-up row has been measured, then go on.
    let releaseReads = () => {}
    const readsReleased = new Promise<void>((resolve) => {
      releaseReads = resolve
    })
    await app.page.route('**/devnet/rpc', async (route) => {
      await readsReleased
      await route.continue()
    })
    await app.open(`/send-tokens?to=${recipient.address}`)
    const nativeToken = app.page.getByText('ETH', { exact: true })
    await expect(app.page.locator('#send-to-status')).toContainText('Looking up the recipient…')
    const whileLookingUp = await nativeToken.boundingBox()

    releaseReads()
    await expect(app.page.getByTestId('recipient-resolved')).toContainText(recipient.address)
    expect(await nativeToken.boundingBox()).toEqual(whileLookingUp)
  })

  test('refuses an unregistered name and warns about a name with invisible characters', async ({ app, devnet }) => {
    await app.open(`/send-tokens?to=${devnet.uniqueName()}`)
    await expect(app.page.getByTestId('recipient-problem')).toContainText(
      'is not registered, so nobody would receive the tokens.',
    )

    const spoofer = await devnet.createAccount()
    const spoofName = `ali\u200bce${devnet.uniqueName().slice(-6)}`
    await devnet.mintName(spoofer, spoofName)
    await app.open(`/send-tokens?to=${encodeURIComponent(spoofName)}`)
    await expect(app.page.getByTestId('recipient-resolved')).toContainText(spoofer.address)
    await expect(app.page.getByText(/invisible characters and may imitate another name/)).toBeVisible()
  })
})
