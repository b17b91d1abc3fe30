import { randomUUID } from 'node:crypto'
import { avatarPng } from '../../devnet/chatImages'
import { uploadToStorage } from '../../src/services/chat/upload'
import { expectMessageInFeed, devnetUploadSigning, nameHolder, postAs } from '../chat/chatDevnet'
import { expect, test } from '../fixtures'
import { readStack } from '../support/stackEnv'

/**
 * Spec §4 Profile image: pictures come from the name's on-chain data through the site's own RPC, so a visitor who
 * never connected sees them (the reference product shows logged-out visitors none).
 */
test.describe('profile pictures for logged-out visitors', () => {
  test('a member’s https picture shows next to their message', async ({ app, page, devnet }) => {
    const { account, fullName } = await nameHolder(devnet)
    const picture = `${readStack().appUrl}/img/cover.png`
    await devnet.setNameData(account, fullName.replace(/\.demo$/, ''), { image: picture })
    const text = `picture check ${randomUUID()}`
    const posted = await postAs(devnet, account, text)

    await app.open('/')
    const message = await expectMessageInFeed(page, posted)
    await expect(message.getByTestId('profile-image')).toHaveAttribute('src', picture)
    await expect(app.connectButtons.first()).toBeVisible()
  })

  test('an ar:// picture is shown through the configured Arweave gateway', async ({ app, page, devnet }) => {
    const { account, fullName } = await nameHolder(devnet)
    const uploadUrl = devnet.proxies['/devnet/upload'] ?? `${readStack().appUrl}/devnet/upload`
    const url = await uploadToStorage({
      uploadUrl,
      signer: devnet.signer(account),
      data: avatarPng(randomUUID()),
      contentType: 'image/png',
      ...devnetUploadSigning(),
    })
    await devnet.setNameData(account, fullName.replace(/\.demo$/, ''), { image: url })
    const text = `arweave picture ${randomUUID()}`
    const posted = await postAs(devnet, account, text)

    await app.open('/')
    const message = await expectMessageInFeed(page, posted)
    const id = url.slice('ar://'.length)
    await expect(message.getByTestId('profile-image')).toHaveAttribute(
      'src',
      `${readStack().appUrl}/devnet/arweave/${id}`,
    )
  })
})
