/** @jest-environment node */
import { sendNotificationRequestSchema } from '@farcaster/miniapp-node'
import type { InboxItem } from './payload'
import { NOTIFICATION_LIMITS, batchTokens, notificationFor, notificationIdFor, truncateText } from './payload'

const SITE = 'https://demo-social.example'
const ACTOR = '0x1234567890abcdef1234567890abcdef12345678'
const reply = (body: string | null, position = '17000000000000000000000000000000000000000000000001'): InboxItem => ({
  kind: 'reply',
  position,
  at: 1_700_000_000,
  actor: ACTOR,
  message: { channelName: 'general', mainIndex: 4, isReply: true, body },
})

const isWellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)

describe('truncateText', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(truncateText('  hello\n\n world  ', 32)).toBe('hello world')
  })

  it('cuts long text to the limit with an ellipsis', () => {
    const cut = truncateText('a'.repeat(200), NOTIFICATION_LIMITS.body)
    expect(cut).toHaveLength(128)
    expect(cut.endsWith('…')).toBe(true)
  })

  it('never splits a surrogate pair, wherever the cut falls', () => {
    for (let prefix = 0; prefix < 4; prefix += 1) {
      const text = `${'x'.repeat(prefix)}${'😀'.repeat(40)}`
      const cut = truncateText(text, NOTIFICATION_LIMITS.title)
      expect(cut.length).toBeLessThanOrEqual(32)
      expect(isWellFormed(cut)).toBe(true)
      expect(cut.endsWith('…')).toBe(true)
    }
  })

  it('keeps text of exactly the limit whole', () => {
    expect(truncateText('b'.repeat(32), 32)).toBe('b'.repeat(32))
  })
})

describe('notificationIdFor', () => {
  it('is stable and derived from the kind and position', () => {
    const item = reply('hi')
    expect(notificationIdFor(item)).toBe(notificationIdFor({ ...item }))
    expect(notificationIdFor(item)).toBe(`reply-${item.position}`)
    expect(notificationIdFor({ ...item, kind: 'mention' })).not.toBe(notificationIdFor(item))
  })

  it('stays within 128 characters for any position', () => {
    const id = notificationIdFor({ kind: 'thread-reply', position: '9'.repeat(300) })
    expect(id.length).toBeLessThanOrEqual(128)
    expect(id).toBe(notificationIdFor({ kind: 'thread-reply', position: '9'.repeat(300) }))
    expect(notificationIdFor({ kind: 'thread-reply', position: 'a b/<c>' })).toMatch(/^thread-reply-[0-9a-f]{64}$/)
  })
})

describe('notificationFor', () => {
  it('fits the limits of the clients schema and opens the message', () => {
    const content = notificationFor(reply(`${'long words '.repeat(30)}😀`), SITE)
    expect(sendNotificationRequestSchema.safeParse({ ...content, tokens: ['t'] }).success).toBe(true)
    expect(content.title).toBe('0x1234…5678 replied to you')
    expect(content.body.length).toBeLessThanOrEqual(128)
    expect(content.targetUrl).toBe(`${SITE}/post?id=4&channel=general`)
  })

  it('truncates a long actor name in the title to 32 characters', () => {
    const content = notificationFor(reply('hi'), SITE, 'a-very-long-name-of-someone.demo')
    expect(content.title.length).toBeLessThanOrEqual(32)
    expect(content.title.endsWith('…')).toBe(true)
  })

  it('describes a trade and opens the collection', () => {
    const content = notificationFor(
      {
        kind: 'trade',
        position: '5',
        at: 1,
        actor: ACTOR,
        collection: { address: '0xcccccccccccccccccccccccccccccccccccccccc', name: 'Cats' },
        trade: { kind: 'buy' },
      },
      SITE,
    )
    expect(content).toEqual({
      notificationId: 'trade-5',
      title: '0x1234…5678 traded your NFT',
      body: 'Bought from Cats',
      targetUrl: `${SITE}/nft/collection?id=0xcccccccccccccccccccccccccccccccccccccccc`,
    })
  })

  it('gives a body for a message whose text is not loaded yet', () => {
    expect(notificationFor(reply(null), SITE).body).toBe('Open the app to read it.')
  })
})

describe('batchTokens', () => {
  it('splits into batches of at most 100 tokens, in order, none empty', () => {
    const tokens = Array.from({ length: 250 }, (_, index) => `token-${index}`)
    const batches = batchTokens(tokens)
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50])
    expect(batches.flat()).toEqual(tokens)
    expect(batchTokens(tokens.slice(0, 100))).toHaveLength(1)
    expect(batchTokens([])).toEqual([])
  })

  it('refuses a batch size that is not a positive integer', () => {
    expect(() => batchTokens(['a'], 0)).toThrow(/positive integer/)
  })
})
