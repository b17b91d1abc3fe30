import type { AppConfig, ChannelName } from '../src/config'
import { BREAKPOINT_DESKTOP_PX } from '../src/config/constants'
import { CHANNELS } from '../src/features/chat/channels'
import { AUTHOR_PROFILES_LENS_CODE } from '../src/services/chat/authorProfilesLensCode'
import { authorProfilesCallData } from '../src/services/chat/authorProfiles'
import { BODY_STORAGE_KEY, BODY_STORAGE_VERSION } from '../src/services/chat/messageBodies'
import { LAST_SEEN_STORAGE_KEY, LAST_SEEN_VERSION } from '../src/features/chat/feed/lastSeenPage'
import { PERSIST_STORAGE_KEY } from '../src/store/persistence/persistConfig'
import { MULTICALL3_ABI } from '../src/services/chain/abis'
import { abiInterface } from '../src/services/chain/abiInterface'
import { firstScreenReads } from '../src/services/firstScreenReads'
import { earlyReadKey } from '../src/services/chain/rpc/earlyReads'
import type { ChannelPageCode } from './channelPageCode'

/**
 * main.js taking at least this long to download (ms, request to last byte) marks a slow link: one where the page's
 * code is worth requesting while main.js runs. On a fast one it arrives within a short round trip after the paint.
 */
export const SLOW_MAIN_SCRIPT_MS = 500

/**
 * The inline script preloads the page's chunks on a slow link once the early read has answered (a round trip) and no
 * sooner than this long after main.js was asked for, if main.js has not arrived by then (ms). Sooner, the chunks'
 * responses overlapped main.js's last bytes, and a link that shares its bandwidth per request (DevTools' throttling; a
 * host that ignores HTTP/2 priorities) starved main.js: asked for ~720 ms after it, main.js came at ~2.7 s instead of
 * ~1.87 s in 2 of 8 bench cold loads.
 */
export const EARLY_PRELOAD_AFTER_MS = 800

/**
 * A channel's early read as the page's script sends it: the JSON-RPC body of one eth_call of Multicall3 `aggregate3`
 * holding the channel's first-screen reads, and the keys of those reads in its order (src/services/chain/rpc/
 * earlyReads.ts serves the app's identical reads from the answer by them).
 */
export function firstScreenEarlyRead(
  config: AppConfig,
  channel: ChannelName,
  withSidebar: boolean,
): { body: string; reads: string[] } {
  const reads = firstScreenReads(config, channel, { withSidebar })
  const calls = reads.map((call) => ({ target: call.to, allowFailure: true, callData: call.data }))
  const data = abiInterface(MULTICALL3_ABI).encodeFunctionData('aggregate3', [calls])
  return {
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [{ to: config.multicall3Address, data }, 'latest'],
    }),
    reads: reads.map((call) => earlyReadKey(call.to, call.data)),
  }
}

/**
 * The constructor arguments (hex, no 0x) of the lens read of a channel's newest authors: the call data is the lens's
 * creation code followed by them (src/services/chat/authorProfiles.ts), shared by every channel in the page's script.
 */
export function authorProfilesArgs(config: AppConfig, channel: ChannelName): string {
  const data = authorProfilesCallData(config.punkTldAddress, config.chatChannels[channel], config.chatPageSize)
  return data.slice(AUTHOR_PROFILES_LENS_CODE.length)
}

/**
 * The inline script index.html runs first (issue #8): on a channel's page it sends that channel's first-screen reads
 * at once (with the sidebar's on a wide screen), in parallel with the download of the app's code, and leaves the
 * answer on `window.__earlyReads`, which the app's batcher serves those reads from
 * (src/services/chain/rpc/earlyReads.ts). Beside it goes the lens read of the newest authors' names and data (issue
 * #18: otherwise two more round trips once the messages are known), left on `window.__earlyProfiles`; as soon as it
 * answers, on a first visit (no service worker in charge), the newest bodies (`window.__earlyFetches`,
 * src/lib/earlyFetches.ts) and the authors' stored pictures (`window.__earlyPictures`, one GET each) start
 * downloading too, while the app's code is still on its way.
 * Given the channel pages' code (scripts/channelPageCode.ts), it preloads that page's chunks on a slow link, so that
 * they download while the shell renders and paints instead of one round trip after the paint: once the early read has
 * answered, if main.js is still on its way EARLY_PRELOAD_AFTER_MS after it was asked for (the chunks' first bytes then
 * come about as main.js's last ones), or else through `window.__preloadPageCode`, which the app calls just before it
 * renders the shell (src/index.tsx), after a main.js that took SLOW_MAIN_SCRIPT_MS or more. A returning visitor (a
 * service worker in charge) instead gets that page's chunks started and run at once from the worker's cache, and the
 * pictures of the page they last saw (src/features/chat/feed/lastSeenPage.ts) started from it too, with the names and
 * pictures the app keeps (the persisted cache slice), so the feed's first render finds its code in and its pictures
 * decoded. Elsewhere it does nothing.
 */
export function earlyReadsScript(config: AppConfig, pageCode?: ChannelPageCode): string {
  const channels = Object.keys(CHANNELS) as ChannelName[]
  const firstScreen = Object.fromEntries(
    channels.map((channel) => [
      CHANNELS[channel].path,
      [firstScreenEarlyRead(config, channel, false), firstScreenEarlyRead(config, channel, true)],
    ]),
  )
  const channelOfPath = Object.fromEntries(channels.map((channel) => [CHANNELS[channel].path, channel]))
  const lensArgs = Object.fromEntries(
    channels.map((channel) => [CHANNELS[channel].path, authorProfilesArgs(config, channel)]),
  )
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  return `<script>
      // The first messages' chain reads start now, not after the app's code has loaded (scripts/earlyReads.ts).
      (function () {
        var reads = ${json(firstScreen)}[location.pathname]
        if (!reads || !window.fetch || !window.matchMedia) return
        var send = function (body) {
          var response = fetch(${json(config.chain.rpcUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body })
            .then(function (answer) { return answer.json() })
          response.catch(function () {})
          return response
        }
        var read = reads[matchMedia('(min-width: ${BREAKPOINT_DESKTOP_PX}px)').matches ? 1 : 0]
        window.__earlyReads = { reads: read.reads, response: send(read.body), startedAt: performance.now() }
        var lensData = ${json(AUTHOR_PROFILES_LENS_CODE)} + ${json(lensArgs)}[location.pathname]
        var lensRequest = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'eth_call', params: [{ data: lensData }, 'latest'] })
        var profiles = send(lensRequest)
        window.__earlyProfiles = { response: profiles, startedAt: performance.now() }
        var chunks = ${json(pageCode?.chunksByPath ?? {})}[location.pathname]
        var isReturning = navigator.serviceWorker && navigator.serviceWorker.controller
        // A returning visitor's worker answers the page's chunks from its cache, so they share no link with main.js:
        // they start now and run as they come (webpack takes chunks that ran before it), and the page's code is in
        // when the shell renders instead of being asked for then. One that fails is removed: webpack would otherwise
        // reuse the dead element (same src) and wait for its load timeout instead of asking again.
        if (chunks && isReturning) {
          chunks.forEach(function (src) {
            var script = document.createElement('script')
            script.async = true
            script.src = src
            script.onerror = function () { if (script.parentNode) script.parentNode.removeChild(script) }
            document.head.appendChild(script)
          })
        } else if (chunks) {
          var mainScript = new URL(${json(pageCode?.mainScript ?? '')}, location.origin).href
          var preloadChunks = function () {
            window.__preloadPageCode = function () {}
            chunks.forEach(function (href) {
              var link = document.createElement('link')
              link.rel = 'preload'
              link.as = 'script'
              link.href = href
              document.head.appendChild(link)
            })
          }
          window.__preloadPageCode = function () {
            var main = performance.getEntriesByName(mainScript)[0]
            if (main && main.duration >= ${SLOW_MAIN_SCRIPT_MS}) preloadChunks()
          }
          // main.js, asked for with the early read, still on its way a round trip and EARLY_PRELOAD_AFTER_MS later:
          // a slow link. Asked for then, the page's code starts arriving about as main.js ends, not a round trip after.
          var earlyRead = window.__earlyReads
          var preloadIfMainIsLate = function () {
            if (performance.getEntriesByName(mainScript).length === 0) preloadChunks()
          }
          earlyRead.response.then(function () {
            var waited = performance.now() - earlyRead.startedAt
            setTimeout(preloadIfMainIsLate, Math.max(0, ${EARLY_PRELOAD_AFTER_MS} - waited))
          }, function () {})
        }
        // A returning visitor's service worker and caches hold the bodies and pictures already: start the pictures
        // of the page last seen here, which the feed shows before the chain answers. Storage is untrusted: any
        // failure only leaves them to the feed.
        if (isReturning) {
          try {
            var seen = JSON.parse(localStorage.getItem(${json(LAST_SEEN_STORAGE_KEY)}) || 'null')
            var feed = seen && seen.v === ${LAST_SEEN_VERSION} && seen.feeds[${json(channelOfPath)}[location.pathname]]
            var root = JSON.parse(localStorage.getItem(${json(PERSIST_STORAGE_KEY)}) || 'null')
            var cache = root && typeof root.cache === 'string' && root.cache.length < 1000000 && JSON.parse(root.cache)
            if (!feed || !cache) return
            var tld = ${json(config.tldName.toLowerCase())}
            window.__earlyPictures = {}
            feed.messages.slice(0, ${config.chatPageSize}).forEach(function (message) {
              var user = cache.usernames[String(message.author).toLowerCase()]
              var name = user && typeof user.username === 'string' ? user.username.trim().toLowerCase() : ''
              if (name.slice(-tld.length) === tld) name = name.slice(0, -tld.length)
              var image = name && cache.pfps[name] && cache.pfps[name].image
              if (typeof image !== 'string' || !/^https?:[/][/]/.test(image) || window.__earlyPictures[image]) return
              var picture = new Image()
              picture.decoding = 'async'
              picture.src = image
              // Kept referenced until the feed shows them (an image no one holds may be dropped before it loads).
              window.__earlyPictures[image] = picture
            })
          } catch (e) {}
          return
        }
        window.__earlyFetches = {}
        var gateway = new URL(${json(config.arweaveGateway)}, location.origin).href
        var early = function (method, url, init) {
          window.__earlyFetches[method + ' ' + url] = fetch(url, init).catch(function () { return null })
        }
        // Bodies the app keeps in localStorage (src/services/chat/messageBodies.ts) are not fetched again. Read once
        // the lens has answered, while the page waits for main.js, not while the HTML is still being parsed.
        var keptBodies = function () {
          var kept = Object.create(null)
          try {
            var saved = JSON.parse(localStorage.getItem(${json(BODY_STORAGE_KEY)}) || 'null')
            if (saved && saved.v === ${BODY_STORAGE_VERSION}) saved.entries.forEach(function (entry) { kept[entry[0]] = true })
          } catch (e) {}
          return kept
        }
        var storedAt = function (reference) {
          var id = /^ar:[/][/]([A-Za-z0-9_-]{43})$/.exec(typeof reference === 'string' ? reference.trim() : '')
          return id ? gateway + id[1] : null
        }
        // The lens's answer is abi.encode(..., string[] data, string[] urls): read those two arrays of strings.
        var strings = function (hex, position) {
          var word = function (at) { return parseInt(hex.substr(at * 2, 64), 16) }
          var base = word(position * 32)
          var out = []
          for (var i = 0, n = word(base); i < n && i < 100; i++) {
            var at = base + 32 + word(base + 32 + i * 32)
            try { out.push(decodeURIComponent(hex.substr((at + 32) * 2, word(at) * 2).replace(/../g, '%$&'))) } catch (e) { out.push('') }
          }
          return out
        }
        profiles.then(function (answer) {
          var hex = answer && typeof answer.result === 'string' ? answer.result.slice(2) : ''
          if (hex.length < 6 * 64) return
          var kept = keptBodies()
          strings(hex, 5).forEach(function (reference) {
            var url = kept[reference] !== true && storedAt(reference)
            if (url) early('GET', url, { credentials: 'omit', referrerPolicy: 'no-referrer' })
          })
          // A picture's one GET (issue #41): the app's own load of the same URL (src/lib/pictureLoad.ts) is handed
          // this download by the browser, and its outcome is the picture's check.
          window.__earlyPictures = window.__earlyPictures || {}
          strings(hex, 4).forEach(function (data) {
            var image = ''
            try { image = JSON.parse(data).image } catch (e) {}
            var url = storedAt(image)
            if (!url || window.__earlyPictures[url]) return
            var picture = new Image()
            picture.decoding = 'async'
            picture.src = url
            // Kept referenced until the feed shows them (an image no one holds may be dropped before it loads).
            window.__earlyPictures[url] = picture
          })
        }).catch(function () {})
      })()
    </script>`
}
