/** @jest-environment node */
import type webpack from 'webpack'
import { landingChunkFiles, landingChunksScript } from './landingChunks'

type Chunk = { files: Set<string> }
const chunk = (...files: string[]): Chunk => ({ files: new Set(files) })

describe('landingChunkFiles', () => {
  const main = chunk('assets/main.11111111.js')
  const shared = chunk('assets/123.22222222.js')
  const compilation = {
    entrypoints: new Map([['main', { chunks: [main] }]]),
    namedChunkGroups: new Map([
      ['page-home', { chunks: [chunk('assets/page-home.33333333.js'), shared, main] }],
      ['chat', { chunks: [chunk('assets/chat.44444444.js', 'assets/chat.44444444.js.LICENSE.txt'), shared] }],
    ]),
  } as unknown as Pick<webpack.Compilation, 'namedChunkGroups' | 'entrypoints'>

  it("lists each landing path's JS files once, without the entry's", () => {
    expect(landingChunkFiles(compilation, '/')).toEqual({
      '/': ['/assets/123.22222222.js', '/assets/chat.44444444.js', '/assets/page-home.33333333.js'],
    })
  })

  it('leaves out a path whose chunk groups are gone (renamed)', () => {
    expect(landingChunkFiles(compilation, '/', { '/x': ['page-x'] })).toEqual({})
  })
})

describe('landingChunksScript', () => {
  it('adds prefetch links for the current path only, and cannot close its script tag', () => {
    const script = landingChunksScript({ '/': ['/assets/</script>.js'] })
    expect(script).not.toContain('</script>.js')
    const inner = script
      .replace(/^<script>|<\/script>$/g, '')
      .trim()
      .replace(/<\/script>$/, '')
    const appended: { rel: string; href: string }[] = []
    const document = {
      createElement: () => ({ rel: '', as: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => appended.push(link) },
    }
    new Function('location', 'document', inner)({ pathname: '/' }, document)
    expect(appended).toEqual([expect.objectContaining({ rel: 'prefetch', href: '/assets/</script>.js' })])
    appended.length = 0
    new Function('location', 'document', inner)({ pathname: '/about' }, document)
    expect(appended).toEqual([])
  })
})
