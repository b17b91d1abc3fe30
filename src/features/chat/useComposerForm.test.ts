import { MAX_MESSAGE_TEXT_LENGTH } from '../../../protocol/upload'
import { composerSubmitReason } from './useComposerForm'

describe('composerSubmitReason (issue #5 part 4)', () => {
  const long = 'x'.repeat(MAX_MESSAGE_TEXT_LENGTH + 1)
  it.each<[string, string, string | null, string | undefined]>([
    ['a text to send', 'gm', null, undefined],
    ['exactly the limit', 'x'.repeat(MAX_MESSAGE_TEXT_LENGTH), null, undefined],
    ['the limit counted after trimming', ` ${'x'.repeat(MAX_MESSAGE_TEXT_LENGTH)} `, null, undefined],
    ['an empty text', '', null, 'Write something first.'],
    ['only spaces and newlines', ' \n ', null, 'Write something first.'],
    ['over the limit', long, null, `Messages are limited to ${MAX_MESSAGE_TEXT_LENGTH} characters.`],
    [
      'a blocked channel, whatever the text',
      long,
      'Posting is paused in this channel.',
      'Posting is paused in this channel.',
    ],
  ])('%s', (_case, text, blockedReason, expected) => {
    expect(composerSubmitReason(text, blockedReason)).toBe(expected)
  })
})
