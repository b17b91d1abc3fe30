import { expect, test } from '../fixtures'
import { nameAccount, namedUser, profileHeader, profilePath, withBadChecksum } from './helpers'

test.describe('profile page', () => {
  test('a logged-out visitor sees a member’s picture, name, address, balances and points, and can tip them', async ({
    app,
    devnet,
  }) => {
    const member = await namedUser(devnet, { tokens: 250, points: 7 })
    await app.open(profilePath(member.fullName))

    const header = profileHeader(app.page)
    await expect(app.page.getByTestId('profile-name')).toHaveText(member.fullName)
    await expect(app.page.getByTestId('profile-address')).toHaveText(member.account.address)
    await expect(header.getByRole('link', { name: /View on block explorer/ })).toHaveAttribute(
      'href',
      new RegExp(`/address/${member.account.address}$`),
    )
    await expect(app.page.getByTestId('profile-native-balance')).toHaveText('100 ETH')
    await expect(app.page.getByTestId('profile-token-balance')).toHaveText('250 DEMO')
    // 7 bonus points + 0.001 ETH paid for the 14-character name: 7.001 → 2 decimals under 100 (spec §5).
    await expect(app.page.getByTestId('profile-points')).toHaveText('7.00 AP')
    await expect(header.getByRole('link', { name: 'Send a tip' })).toHaveAttribute(
      'href',
      `/send-tokens?to=${member.fullName}`,
    )
    await expect(header.getByRole('button', { name: 'Change profile picture' })).toHaveCount(0)
    await expect(header.getByRole('button', { name: 'Change username' })).toHaveCount(0)
  })

  test('a connected member sees their own profile with the owner actions', async ({ app, devnet, account }) => {
    const { fullName } = await nameAccount(devnet, account)
    await app.open('/')
    await app.connect()
    await app.open(profilePath(fullName))

    const header = profileHeader(app.page)
    await expect(app.page.getByTestId('profile-name')).toHaveText(fullName)
    await expect(header.getByRole('button', { name: 'Change profile picture' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Change username' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Send a tip' })).toHaveCount(0)

    await header.getByRole('button', { name: 'Change username' }).click()
    await expect(app.page.getByRole('dialog', { name: 'Change your username' })).toBeVisible()
  })

  test('a connected member sees someone else’s profile, not their own, by name or address', async ({
    app,
    devnet,
    account,
  }) => {
    await nameAccount(devnet, account)
    const other = await namedUser(devnet)
    await app.open('/')
    await app.connect()

    for (const id of [other.name, other.account.address.toLowerCase()]) {
      await app.open(profilePath(id))
      await expect(app.page.getByTestId('profile-name')).toHaveText(other.fullName)
      await expect(app.page.getByTestId('profile-address')).toHaveText(other.account.address)
      await expect(profileHeader(app.page).getByRole('link', { name: 'Send a tip' })).toBeVisible()
      expect(await app.page.getByRole('main').innerText()).not.toContain(account.address)
    }
  })

  test('a nameless address shows its short and full address and balances, with no name', async ({ app, devnet }) => {
    const nameless = await devnet.createAccount({ balance: 3 })
    await app.open(profilePath(nameless.address))
    const short = `${nameless.address.slice(0, 6)}...${nameless.address.slice(-4)}`
    await expect(app.page.getByTestId('profile-name')).toHaveText(short)
    await expect(app.page.getByTestId('profile-address')).toHaveText(nameless.address)
    await expect(app.page.getByText('No .demo name yet.')).toBeVisible()
    await expect(app.page.getByTestId('profile-native-balance')).toHaveText('3 ETH')
    await expect(app.page.getByTestId('profile-token-balance')).toHaveText('0 DEMO')
    await expect(profileHeader(app.page).getByRole('link', { name: 'Send a tip' })).toHaveCount(0)
  })

  test('an unregistered name, a bad checksum and garbage get a clear message, never the viewer’s data', async ({
    app,
    devnet,
    account,
  }) => {
    await nameAccount(devnet, account)
    await app.open('/')
    await app.connect()
    const cases: [string, string][] = [
      [devnet.uniqueName(), 'is not registered'],
      ['a b', 'Not a valid name or address'],
      [account.address.slice(0, -1), 'Not a valid name or address'],
      [withBadChecksum(account.address), 'Not a valid name or address'],
    ]
    for (const [id, heading] of cases) {
      await app.open(profilePath(id))
      await expect(app.page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(app.page.getByTestId('profile-address')).toHaveCount(0)
      // Case-sensitive: the page may echo the id typed (a case-flipped address), never the viewer's real address.
      expect(await app.page.getByRole('main').innerText()).not.toContain(account.address)
    }
  })
})
