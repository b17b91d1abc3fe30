import { randomUUID } from 'node:crypto'
import type { Request } from '@playwright/test'
import { nameHolder } from '../chat/chatDevnet'
import { expect, test } from './fixtures'
import { playQuickAuthServer } from './quickAuthServer'

/**
 * Issue #16 inside a Farcaster host: a post signs in with Quick Auth (the SDK's client: POST /nonce, the host's
 * sign-in, POST /verify-siwf), and the upload endpoint takes that token as `Authorization: Bearer` for its lifetime:
 * no wallet signature per post and no Sign-In with Ethereum, one host sign-in for two posts. The Quick Auth server is
 * played on Playwright routes with the devnet issuer key (devnet/quickAuthKey.ts), which the devnet endpoint trusts.
 */

const DETECTION = { timeout: 30_000 }

// The host page is the same at both widths: what is tested is the sign-in and the upload, not the layout.
test.skip(({ isMobile }) => isMobile, 'desktop only: the host page has no mobile layout')

test('inside a host, posts upload with the Quick Auth token as Bearer: one host sign-in, no wallet signature', async ({
  page,
  farcasterHost,
  wallet,
  account,
  devnet,
}) => {
  await nameHolder(devnet, account)
  const server = await playQuickAuthServer(page, wallet.address)
  const uploads: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/devnet\/upload\/?$/.test(new URL(request.url()).pathname))
      uploads.push(request)
  })
  const host = await farcasterHost.open()
  await host.waitForConnected(DETECTION)

  const textbox = host.app.getByRole('textbox', { name: 'Your message' })
  for (const label of ['Quick hello', 'Quick again']) {
    const text = `${label} ${randomUUID().slice(0, 8)}`
    await textbox.fill(text)
    await host.app.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(host.app.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 30_000 })
  }

  // One Quick Auth sign-in (the token is reused), no wallet signature, no Sign-In with Ethereum on the endpoint.
  expect(await host.calls('signIn')).toHaveLength(1)
  expect(server.calls).toEqual(['/nonce', '/verify-siwf'])
  expect(wallet.requestsFor('personal_sign')).toHaveLength(0)
  expect(wallet.requestsFor('eth_sendTransaction')).toHaveLength(2)
  expect(uploads).toHaveLength(2)
  for (const upload of uploads) {
    expect(await upload.headerValue('authorization')).toBe(`Bearer ${server.tokens[0]}`)
    expect(await upload.headerValue('x-upload-signature')).toBeNull()
  }
})

test('a Quick Auth token of another wallet than the one posting is not used: the post signs in with Ethereum once', async ({
  page,
  farcasterHost,
  wallet,
  account,
  devnet,
}) => {
  await nameHolder(devnet, account)
  const other = await devnet.createAccount()
  const server = await playQuickAuthServer(page, other.address)
  const authorizations: (string | null)[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/devnet\/upload\/?$/.test(new URL(request.url()).pathname))
      authorizations.push(request.headers().authorization ?? null)
  })
  const host = await farcasterHost.open()
  await host.waitForConnected(DETECTION)

  const text = `Other wallet ${randomUUID().slice(0, 8)}`
  await host.app.getByRole('textbox', { name: 'Your message' }).fill(text)
  await host.app.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(host.app.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 30_000 })

  // The endpoint would take the token's address as the author, so the app keeps it out and signs in with its wallet.
  expect(server.calls).toEqual(['/nonce', '/verify-siwf'])
  expect(wallet.requestsFor('personal_sign')).toHaveLength(1)
  expect(authorizations).toHaveLength(1)
  expect(authorizations[0]).toMatch(/^Bearer [\w-]{43}$/)
})

test('a token the endpoint refuses is dropped and renewed once: the post goes through after a second host sign-in', async ({
  page,
  farcasterHost,
  wallet,
  account,
  devnet,
}) => {
  await nameHolder(devnet, account)
  // The first token is for another site: the endpoint answers 401 bad_session.
  const server = await playQuickAuthServer(page, wallet.address, ['another-site.example'])
  const statuses: number[] = []
  page.on('response', (response) => {
    const request = response.request()
    if (request.method() === 'POST' && /\/devnet\/upload\/?$/.test(new URL(request.url()).pathname))
      statuses.push(response.status())
  })
  const host = await farcasterHost.open()
  await host.waitForConnected(DETECTION)

  const text = `Renewed ${randomUUID().slice(0, 8)}`
  await host.app.getByRole('textbox', { name: 'Your message' }).fill(text)
  await host.app.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(host.app.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 30_000 })

  expect(statuses).toEqual([401, 201])
  expect(await host.calls('signIn')).toHaveLength(2)
  expect(server.calls).toEqual(['/nonce', '/verify-siwf', '/nonce', '/verify-siwf'])
  expect(wallet.requestsFor('personal_sign')).toHaveLength(0)
})
