/**
 * The page half of the bench. `installProbe` is serialized by `addInitScript` and runs in the top frame before the
 * app's scripts, so it must stay self-contained: no imports, no outer variables.
 *
 * It keeps every resource timing entry, lets the bench hide and show the tab (document.visibilityState override plus
 * a bubbling `visibilitychange`, as a real tab switch fires), and records the moment the page is "ready":
 *
 * - feed: at least `minMessages` messages in the feed and every message shown is complete: its body text rendered,
 *   its author's name settled (`data-author-state` is not 'loading'), and its avatar an <img> that has loaded. Nothing
 *   inside it is `aria-busy` (body skeletons and avatar placeholders are).
 * - page: the route's <h1> is in <main> and nothing in <main> is busy or a 'Loading page' spinner.
 *
 * The moment goes to Node at once through the `readyBinding` Playwright binding (so request counts can be cut there)
 * and stays readable as `window[stateName].readyAt` (ms since the navigation started).
 */
export interface ProbeOptions {
  stateName: string
  readyBinding: string
  /** What "ready" means for the first load. */
  target: ReadyTarget
  /** Selectors whose first appearance is timed too (e.g. the composer of a connected user with a name). */
  marks: Record<string, string>
}

/** What the probe keeps on `window[stateName]`. */
export interface ProbeState {
  readyAt: number | null
  /** When each mark's selector first matched (ms since the navigation started). */
  markedAt: Record<string, number>
  hidden: boolean
  /** What "ready" means now; the bench changes it between steps (e.g. 'Load more' wants more messages). */
  target: ReadyTarget
  /** Re-arms the probe for a new target; readyAt goes back to null. */
  watch(target: ReadyTarget): void
  setHidden(hidden: boolean): void
  /** Messages in the feed, and how many of them are complete. */
  feedState(): { count: number; complete: number }
}

export type ReadyTarget = { kind: 'feed'; minMessages: number } | { kind: 'page' } | { kind: 'none' }

export function installProbe({ stateName, readyBinding, target: initialTarget, marks }: ProbeOptions): void {
  if (window.top !== window) return
  const scope = window as unknown as Record<string, unknown>
  if (scope[stateName]) return
  performance.setResourceTimingBufferSize(10_000)

  const isMessageComplete = (item: Element): boolean => {
    if (!item.querySelector('[data-testid="message-text"]')) return false
    if (item.querySelector('[aria-busy="true"]')) return false
    if (item.getAttribute('data-author-state') === 'loading') return false
    const avatar = item.firstElementChild?.querySelector('img')
    return Boolean(avatar && avatar.complete && avatar.naturalWidth > 0)
  }
  const feedState = () => {
    const items = [...document.querySelectorAll('[data-testid="chat-message"]')]
    let complete = 0
    for (const item of items) if (isMessageComplete(item)) complete += 1
    return { count: items.length, complete }
  }
  const isPageReady = (): boolean => {
    const main = document.querySelector('main')
    if (!main?.querySelector('h1')) return false
    return !main.querySelector('[aria-busy="true"]') && !main.querySelector('[aria-label="Loading page"]')
  }

  const state: ProbeState = {
    readyAt: null,
    markedAt: {},
    hidden: false,
    target: initialTarget,
    watch(target) {
      state.target = target
      state.readyAt = null
      check()
    },
    setHidden(hidden) {
      state.hidden = hidden
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    },
    feedState,
  }
  const isReady = (): boolean => {
    const { target } = state
    if (target.kind === 'page') return isPageReady()
    if (target.kind !== 'feed') return false
    const { count, complete } = feedState()
    return count >= target.minMessages && complete === count
  }
  function check(): void {
    for (const [name, selector] of Object.entries(marks)) {
      if (state.markedAt[name] === undefined && document.querySelector(selector))
        state.markedAt[name] = performance.now()
    }
    if (state.readyAt !== null || !isReady()) return
    state.readyAt = performance.now()
    const notify = scope[readyBinding] as ((at: number) => unknown) | undefined
    void notify?.(state.readyAt)
  }

  Object.defineProperty(scope, stateName, { value: state })
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (state.hidden ? 'hidden' : 'visible'),
  })
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state.hidden })
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy', 'src', 'data-author-state'],
  })
  // Image loads change no DOM: listen for them (load does not bubble; capture sees it).
  document.addEventListener('load', check, true)
}
