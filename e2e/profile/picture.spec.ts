import { expect, test } from '../fixtures'
import { nameAccount, profileHeader, profilePath } from './helpers'

/** An image the static host serves (public/img/icon.png is copied into dist/). */
const PICTURE_PATH = '/img/icon.png'

test('changing the profile picture keeps the other data keys and shows the picture wherever the name appears', async ({
  app,
  devnet,
  account,
  users,
  baseURL,
}) => {
  const { name, fullName } = await nameAccount(devnet, account)
  await devnet.setNameData(account, name, { description: 'kept', url: 'https://example.com/me' })
  await app.open('/')
  await app.connect()
  await app.open(profilePath(fullName))

  await profileHeader(app.page).getByRole('button', { name: 'Change profile picture' }).click()
  const dialog = app.page.getByRole('dialog', { name: 'Change profile picture' })
  await dialog.getByLabel('Image link').fill('javascript:alert(1)')
  await expect(dialog.getByText('Use an https://, ipfs:// or ar:// link to an image.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Submit to blockchain' })).toBeDisabled()

  const pictureUrl = `${baseURL}${PICTURE_PATH}`
  await dialog.getByLabel('Image link').fill(pictureUrl)
  await expect(dialog.getByTestId('picture-preview')).toBeVisible()
  await expect(dialog.getByText('This is how your picture will look.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit to blockchain' }).click()

  await expect(app.toast('Your profile picture has been changed!')).toBeVisible()
  await expect(dialog).toBeHidden()
  const data = JSON.parse(String(await devnet.contracts.punkTld.getFunction('getDomainData')(name))) as Record<
    string,
    string
  >
  expect(data).toEqual({ description: 'kept', url: 'https://example.com/me', image: pictureUrl })

  const newPicture = `img[src$="${PICTURE_PATH}"]`
  await expect(profileHeader(app.page).locator(newPicture)).toBeVisible()
  const card = await app.profileCard()
  await expect(card.locator(newPicture)).toBeVisible()
  if (app.isDesktop) await expect(app.page.getByRole('button', { name: 'User menu' }).locator(newPicture)).toBeVisible()

  // Another visitor, logged out in a fresh browser, sees the new picture too (read from the chain, not a cache).
  const visitor = await users.create()
  await visitor.page.goto(`${baseURL}${profilePath(fullName)}`)
  await expect(visitor.page.getByTestId('profile-header').locator(newPicture)).toBeVisible()
})

test('a picture can be uploaded from a file, stored on Arweave and set on the name', async ({
  app,
  devnet,
  account,
}) => {
  const { name, fullName } = await nameAccount(devnet, account)
  await app.open('/')
  await app.connect()
  await app.open(profilePath(fullName))

  await profileHeader(app.page).getByRole('button', { name: 'Change profile picture' }).click()
  const dialog = app.page.getByRole('dialog', { name: 'Change profile picture' })
  await dialog.getByLabel('A file from your device').check()
  await dialog.getByLabel('Choose an image file').setInputFiles('public/img/icon.png')
  await expect(dialog.getByTestId('picture-preview')).toBeVisible()
  await dialog.getByRole('button', { name: 'Submit to blockchain' }).click()
  await expect(app.toast('Your profile picture has been changed!')).toBeVisible()

  const data = JSON.parse(String(await devnet.contracts.punkTld.getFunction('getDomainData')(name))) as Record<
    string,
    string
  >
  expect(data.image).toMatch(/^ar:\/\/[\w-]{43}$/)
  await expect(
    profileHeader(app.page).locator(`img[src$="/devnet/arweave/${data.image?.slice('ar://'.length)}"]`),
  ).toBeVisible()
})
