/** @jest-environment node */
import { sendNotificationRequestSchema } from '@farcaster/miniapp-node'
import type { InboxItem } from './payload'
import { NOTIFICATION_LIMITS, batchTokens, notificationFor, notificationIdFor, titleFor, truncateText } from './payload'

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

  it('names the actor by their default name when it is known', () => {
    expect(notificationFor({ ...reply('hi'), actorName: 'alice.demo' }, SITE).title).toBe('alice.demo replied to you')
    expect(notificationFor({ ...reply('hi'), actorName: null }, SITE).title).toBe('0x1234…5678 replied to you')
  })
})

describe('titleFor: at most 32 characters, the action always whole', () => {
  it.each([
    ['reply', 'alice.demo', 'alice.demo replied to you'],
    ['mention', 'bob.demo', 'bob.demo mentioned you'],
    ['thread-reply', 'carol.demo', 'carol.demo replied in a thread'],
    ['comment', 'dan.demo', 'dan.demo commented'],
    ['trade', 'erin.demo', 'erin.demo traded your NFT'],
  ] as const)('%s by %s', (kind, name, title) => {
    expect(titleFor(kind, ACTOR, name)).toBe(title)
  })

  it('drops the TLD of a name too long for the room, then cuts it with an ellipsis', () => {
    // 'replied in a thread' leaves 12 characters for the name.
    expect(titleFor('thread-reply', ACTOR, 'frederick.demo')).toBe('frederick replied in a thread')
    const long = titleFor('thread-reply', ACTOR, 'a-very-long-name-of-someone.demo')
    expect(long).toBe('a-very-long… replied in a thread')
    expect(long).toHaveLength(32)
    expect(titleFor('reply', ACTOR, 'a-very-long-name-of-someone.demo')).toBe('a-very-long-name… replied to you')
  })

  it('stays within 32 characters for every kind, whatever the name', () => {
    const names = [null, '', '   ', 'x.demo', 'z'.repeat(40), `${'😀'.repeat(20)}.demo`, 'no-tld-but-very-long-indeed']
    for (const kind of ['reply', 'mention', 'thread-reply', 'comment', 'trade'] as const) {
      for (const name of names) {
        const title = titleFor(kind, ACTOR, name)
        expect(title.length).toBeLessThanOrEqual(NOTIFICATION_LIMITS.title)
        expect(isWellFormed(title)).toBe(true)
      }
    }
    expect(titleFor('reply', ACTOR, '   ')).toBe('0x1234…5678 replied to you')
  })
})

describe('notificationFor: other kinds', () => {
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
