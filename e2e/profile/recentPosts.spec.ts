import { expect, test } from '../fixtures'
import { namedUser, postIn, profilePath } from './helpers'

test('a profile lists the member’s recent posts across channels, newest first, and only theirs', async ({
  app,
  devnet,
}) => {
  const member = await namedUser(devnet)
  const other = await namedUser(devnet)
  const tag = member.name.slice(-8)
  await postIn(devnet, member.account, 'general', `hello from ${tag}`)
  await postIn(devnet, other.account, 'general', `not by ${tag}`)
  // Block timestamps are in seconds: post the second one in a later second, so "newest first" has one answer.
  await devnet.advanceTime(2)
  await postIn(devnet, member.account, 'shill', `my project, by ${tag}`)

  await app.open(profilePath(member.fullName))
  const posts = app.page.getByTestId('recent-post')
  await expect(posts).toHaveCount(2)
  await expect(posts.nth(0)).toContainText('in Shill & discuss projects')
  await expect(posts.nth(0)).toContainText(`my project, by ${tag}`)
  await expect(posts.nth(1)).toContainText('in General discussion')
  await expect(posts.nth(1)).toContainText(`hello from ${tag}`)
  await expect(app.page.getByTestId('recent-posts')).not.toContainText(`not by ${tag}`)
  await expect(posts.nth(0).getByRole('link', { name: 'Shill & discuss projects' })).toHaveAttribute('href', '/shill')
})

test('a member without posts gets a plain note', async ({ app, devnet }) => {
  const member = await namedUser(devnet)
  await app.open(profilePath(member.fullName))
  await expect(app.page.getByTestId('recent-posts')).toContainText(
    'No posts among the latest 50 messages of each channel.',
  )
})
