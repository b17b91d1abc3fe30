import { expect, test } from '../fixtures'
import { namedUser, withBadChecksum } from './helpers'

test.describe('find user', () => {
  test('finds a member by name and opens their profile', async ({ app, devnet }) => {
    const member = await namedUser(devnet)
    await app.open('/find-user')
    const input = app.page.getByLabel('Name or address')

    await input.fill('bad name')
    await expect(app.page.getByText('Spaces not allowed')).toBeVisible()
    await expect(app.page.getByRole('button', { name: 'Find' })).toBeDisabled()

    await input.fill(member.name.toUpperCase())
    await expect(app.page.getByText('Domain name is valid')).toBeVisible()
    await expect(app.page.getByTestId('find-user-result')).toContainText(member.account.address)
    await app.page.getByRole('button', { name: 'Find' }).click()

    await expect(app.page).toHaveURL(new RegExp(`/profile/\\?id=${member.fullName.replace('.', '\\.')}$`))
    await expect(app.page.getByTestId('profile-name')).toHaveText(member.fullName)
  })

  test('checks an address’s checksum and opens the profile of a valid one', async ({ app, devnet }) => {
    const member = await namedUser(devnet)
    await app.open('/find-user')
    const input = app.page.getByLabel('Name or address')

    await input.fill(withBadChecksum(member.account.address))
    await expect(app.page.getByText(/does not match its checksum/)).toBeVisible()
    await expect(app.page.getByRole('button', { name: 'Find' })).toBeDisabled()

    await input.fill(member.account.address.toLowerCase())
    await expect(app.page.getByText('Address is valid')).toBeVisible()
    await input.press('Enter')
    await expect(app.page.getByTestId('profile-address')).toHaveText(member.account.address)
    await expect(app.page.getByTestId('profile-name')).toHaveText(member.fullName)
  })

  test('says when a name is not registered', async ({ app, devnet }) => {
    const name = devnet.uniqueName()
    await app.open('/find-user')
    await app.page.getByLabel('Name or address').fill(name)
    await expect(app.page.getByText(`${name}.demo is not registered yet.`)).toBeVisible()
  })
})
