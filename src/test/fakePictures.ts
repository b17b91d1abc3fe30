/**
 * How the fake picture host answers one URL:
 * - a number: a decodable image arrives with that HTTP status (`load`; resource timing reports the status);
 * - 'broken': the `<img>` fires `error` (network failure, a 404 page that is not an image, wrong content);
 * - 'never': nothing comes (a host slower than any timeout).
 */
export type PictureAnswer = number | 'broken' | 'never'

export interface FakePictures {
  /** Every URL an Image or `<img>` of the fake was pointed at, in order. */
  readonly requested: string[]
  /** URLs whose download was dropped before it answered (src removed). */
  readonly dropped: string[]
  restore(): void
}

/**
 * Replaces `Image` with one that answers by URL from `answers` (unknown URLs are 'broken') a macrotask after its src
 * is set, and `performance.getEntriesByName` with one that reports the status of each URL answered with a number, as
 * Chromium's resource timing does (`responseStatus`; an `<img>` of a test fires its own load or error events). Works
 * with Jest's fake timers. `restore()` puts both back.
 */
export function installFakePictures(answers: Record<string, PictureAnswer>): FakePictures {
  const requested: string[] = []
  const dropped: string[] = []
  const loaded = new Set<string>()

  class FakeImage {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    decoding = 'auto'
    private current = ''

    set src(url: string) {
      this.current = url
      requested.push(url)
      const answer = answers[url] ?? 'broken'
      if (answer === 'never') return
      setTimeout(() => {
        if (this.current !== url) return
        if (answer === 'broken') this.onerror?.()
        else {
          loaded.add(url)
          this.onload?.()
        }
      }, 0)
    }

    get src(): string {
      return this.current
    }

    removeAttribute(name: string): void {
      if (name !== 'src' || !this.current) return
      if (!loaded.has(this.current)) dropped.push(this.current)
      this.current = ''
    }
  }

  const realImage = globalThis.Image
  const realEntries = Object.getOwnPropertyDescriptor(performance, 'getEntriesByName')
  Object.assign(globalThis, { Image: FakeImage })
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => {
      const answer = answers[name]
      return typeof answer === 'number' ? [{ name, responseStatus: answer }] : []
    },
  })
  return {
    requested,
    dropped,
    restore() {
      Object.assign(globalThis, { Image: realImage })
      if (realEntries) Object.defineProperty(performance, 'getEntriesByName', realEntries)
      else delete (performance as Partial<Performance>).getEntriesByName
    },
  }
}
