import { useState, type MouseEvent } from 'react'
import { Link, useLocation } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import { shortenAddress } from '../../lib/format'
import type { SearchHit, SearchPage, SearchParams, SearchSort } from '../../services/index'
import { SEARCH_UNAVAILABLE } from '../../services/index'
import { indexApi, useSearchQuery } from '../../store/indexApi'
import { useCachedUsername } from '../../store/useCachedUsername'
import { Button } from '../../ui/Button'
import { MoreBelow, PageAtCursor } from '../../ui/CursorPages'
import { Spinner } from '../../ui/Spinner'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { CHANNELS, channelOfAddress, postPath } from '../chat'
import { parseSearchQuery } from './parseQuery'
import { Snippet } from './Snippet'
import { currentChannel, freshnessNote } from './searchScope'

/** Typing pause (ms) before the text is searched: results as you type without a request per key. */
export const SEARCH_DEBOUNCE_MS = 250
/** Open results are read again this often (ms), so a message mined meanwhile shows up without retyping. */
const REFRESH_MS = 5_000
/** Hits per page. */
const PAGE_SIZE = 20

export const EMPTY_HINT = 'Search messages in every channel. Use from:name for one author.'
export const NO_RESULTS = 'No messages match.'

export interface SearchPanelProps {
  /** The search field's text (parsed here: parseQuery.ts). */
  text: string
  /** Id of the panel, which the field's aria-controls names. */
  id: string
  /** Called when a result is chosen (the header closes the panel). */
  onNavigate: () => void
}

/**
 * The header search's results (issue #37), loaded with the index API on the field's first focus (main.js carries
 * only the field). Searches the debounced text in all channels or the one being read, newest or most relevant; each
 * hit shows its author, channel, time and a snippet with the matched words marked, and links to its message (a
 * reply opens its thread); "Load more" appends the next page over the index's cursor. An empty, too short or unparseable query says why; an index that is down says "Search is
 * unavailable right now" with Retry (requests end within INDEX_TIMEOUT_MS, so no endless spinner); an index behind
 * the chain says how fresh the results are.
 */
export default function SearchPanel({ text, id, onNavigate }: SearchPanelProps) {
  const { pathname, search } = useLocation()
  const here = currentChannel(pathname, search)
  const [scope, setScope] = useState<'all' | 'here'>('all')
  const [sort, setSort] = useState<SearchSort>('relevant')
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS)
  const parsed = parseSearchQuery(settled)
  const channel = scope === 'here' && here ? config.chatChannels[here] : undefined
  const args: SearchParams = parsed.kind === 'ok' ? { q: parsed.q, channel, sort, limit: PAGE_SIZE } : { q: '' }
  // Pages asked for below the first, for these words, scope and order only: new ones start again from the first page.
  const argsKey = JSON.stringify(args)
  const [more, setMore] = useState({ argsKey, pages: 0 })
  const olderPages = more.argsKey === argsKey ? more.pages : 0
  const skip = parsed.kind !== 'ok'
  // Results refresh while shown; an index that failed is asked again by Retry (or a reconnect), not behind its back.
  const isDown = indexApi.endpoints.search.useQueryState(args, { skip }).isError
  const query = useSearchQuery(args, { skip, pollingInterval: isDown ? 0 : REFRESH_MS, skipPollingIfUnfocused: true })
  const answer = query.isError ? undefined : query.data
  // Retry helps only when the index could not answer; a refused query needs other words.
  const canRetry = query.isError && (!('kind' in query.error) || query.error.kind === 'unavailable')
  const note = answer ? freshnessNote(answer.indexedBlock, answer.headBlock) : null

  let status = ''
  if (parsed.kind === 'empty') status = EMPTY_HINT
  else if (parsed.kind !== 'ok') status = parsed.message
  // A thrown queryFn (a bug, not the index) gives RTK's SerializedError: shown as the index being unavailable.
  else if (query.isError) status = query.error.message ?? SEARCH_UNAVAILABLE
  else if (answer && answer.results.length === 0 && !query.isFetching) status = NO_RESULTS

  return (
    <Panel id={id} aria-label="Search results">
      <Controls>
        <label>
          In{' '}
          <select value={scope} onChange={(event) => setScope(event.target.value === 'here' ? 'here' : 'all')}>
            <option value="all">All channels</option>
            {here && <option value="here">{CHANNELS[here].title}</option>}
          </select>
        </label>
        <label>
          Sort{' '}
          <select value={sort} onChange={(event) => setSort(event.target.value === 'newest' ? 'newest' : 'relevant')}>
            <option value="relevant">Most relevant</option>
            <option value="newest">Newest</option>
          </select>
        </label>
      </Controls>
      <Status role="status">
        {status}
        {parsed.kind === 'ok' && query.isFetching && !answer && (
          <>
            <Spinner /> Searching…
          </>
        )}
      </Status>
      {parsed.kind === 'ok' && canRetry && (
        <Button variant="secondary" isLoading={query.isFetching} onClick={() => void query.refetch()}>
          Retry
        </Button>
      )}
      {note && <Note>{note}</Note>}
      {parsed.kind === 'ok' && answer && answer.results.length > 0 && (
        <HitPages
          args={args}
          page={answer}
          above={new Set()}
          olderPages={olderPages}
          isBusy={query.isFetching || settled !== text}
          onMore={() => setMore({ argsKey, pages: olderPages + 1 })}
          onNavigate={onNavigate}
        />
      )}
    </Panel>
  )
}

/**
 * A press on a hit, Load more or Retry keeps the focus where it is: browsers that do not focus links and buttons on
 * click (Safari) would otherwise blur the field, which closes the panel before the click lands.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault()

interface HitPagesProps {
  /** The first page's query (the cursor is added for the next ones). */
  args: SearchParams
  page: SearchPage
  /** Ids of the hits listed on the pages above: not listed again (a relevance page may shift while results refresh). */
  above: ReadonlySet<string>
  /** Pages the reader asked for below this one. */
  olderPages: number
  isBusy: boolean
  onMore: () => void
  onNavigate: () => void
}

/** A page of hits, then the next page (when the reader asked for it) or "Load more" (when the index has more). */
function HitPages({ args, page, above, olderPages, isBusy, onMore, onNavigate }: HitPagesProps) {
  const hits = page.results.filter((hit) => !above.has(hit.id))
  const seen = new Set([...above, ...hits.map((hit) => hit.id)])
  return (
    <>
      <Results aria-busy={isBusy} onMouseDown={keepFocus}>
        {hits.map((hit) => (
          <Hit key={hit.id} hit={hit} onNavigate={onNavigate} />
        ))}
      </Results>
      <MoreBelow
        nextCursor={page.nextCursor}
        olderPages={olderPages}
        onMore={onMore}
        onMouseDown={keepFocus}
        renderNext={(cursor, below) => (
          <NextHitPage
            args={{ ...args, cursor }}
            above={seen}
            olderPages={below}
            onMore={onMore}
            onNavigate={onNavigate}
          />
        )}
      />
    </>
  )
}

/** The page of hits at `args.cursor`, once the index has answered; says so when it cannot, with Retry. */
function NextHitPage({ args, ...rest }: Omit<HitPagesProps, 'page' | 'isBusy'>) {
  const query = useSearchQuery(args)
  return (
    <PageAtCursor query={query} failedText="More results could not be loaded." onMouseDown={keepFocus}>
      {(page) => <HitPages args={args} page={page} isBusy={query.isFetching} {...rest} />}
    </PageAtCursor>
  )
}

/** One hit: a link to its message (the post page of its thread) when its channel is one of the site's. */
function Hit({ hit, onNavigate }: { hit: SearchHit; onNavigate: () => void }) {
  const name = useCachedUsername(hit.author)
  const channel = channelOfAddress(hit.channel)
  const when = new Date(hit.createdAt * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  const content = (
    <>
      <Meta>
        {name ? `${name}${config.tldName}` : shortenAddress(hit.author)}
        {channel && ` in ${CHANNELS[channel].title}`}
        {hit.isReply && ' (reply)'} · {when}
      </Meta>
      <Snippet text={hit.snippet} highlights={hit.highlights} />
    </>
  )
  return (
    <li>
      {channel ? (
        <HitLink to={postPath(channel, hit.mainIndex)} onClick={onNavigate}>
          {content}
        </HitLink>
      ) : (
        <HitText>{content}</HitText>
      )}
    </li>
  )
}

const Panel = styled.section`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  z-index: 900;
  width: min(36rem, calc(100vw - ${({ theme }) => theme.space(8)}));
  max-height: 70vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  select {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
  }
`

const Status = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  &:empty {
    display: none;
  }
`

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.warning};
`

const Results = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const HitLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

const HitText = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`

const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`
