/** @jest-environment node */
import type webpack from 'webpack'
import { CHANNEL_CHUNK_GROUPS, channelPageCode } from './channelPageCode'

/** The parts of a compilation channelPageCode reads: the entry's files and the named chunk groups' chunks' files. */
function compilationWith(groups: Record<string, string[][]>, mainFiles = ['assets/main.1.js']) {
  return {
    entrypoints: new Map([['main', { getFiles: () => mainFiles }]]),
    namedChunkGroups: new Map(
      Object.entries(groups).map(([name, chunks]) => [
        name,
        { chunks: chunks.map((files) => ({ files: new Set(files) })) },
      ]),
    ),
  } as unknown as webpack.Compilation
}

const ALL_GROUPS = {
  'page-home': [['assets/page-home.2.js'], ['assets/652.3.js', 'assets/652.3.js.map']],
  'page-shill': [['assets/page-shill.4.js'], ['assets/652.3.js']],
  'page-memes-images': [['assets/page-memes-images.5.js']],
  chat: [['assets/chat.6.js'], ['assets/652.3.js']],
}

describe('channelPageCode', () => {
  it("lists each channel page's JS once, by path, and the entry script", () => {
    expect(channelPageCode(compilationWith(ALL_GROUPS))).toEqual({
      mainScript: '/assets/main.1.js',
      chunksByPath: {
        '/': ['/assets/page-home.2.js', '/assets/652.3.js', '/assets/chat.6.js'],
        '/shill': ['/assets/page-shill.4.js', '/assets/652.3.js', '/assets/chat.6.js'],
        '/memes-images': ['/assets/page-memes-images.5.js', '/assets/chat.6.js', '/assets/652.3.js'],
      },
    })
  })

  it('fails the build when a chunk group it expects is gone (a renamed route)', () => {
    const { chat: _chat, ...withoutChat } = ALL_GROUPS
    expect(() => channelPageCode(compilationWith(withoutChat))).toThrow(/No chunk group "chat"/)
  })

  it('fails without an entry script', () => {
    expect(() => channelPageCode(compilationWith(ALL_GROUPS, []))).toThrow(/no main entry script/)
  })

  it('names every channel', () => {
    expect(Object.keys(CHANNEL_CHUNK_GROUPS).sort()).toEqual(['general', 'memes-images', 'shill'])
  })
})
