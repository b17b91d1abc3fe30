import type { KeyboardEvent } from 'react'
import { useMemo, useState } from 'react'
import { config } from '../../../config'
import { useGetDomainHolderQuery } from '../../../store/api/namesApi'
import { useAppSelector } from '../../../store/store'
import type { RootState } from '../../../store/store'
import type { MentionQuery } from './mentionQuery'
import { applyMention, mentionQueryAt, suggestNames } from './mentionQuery'

const selectSeenNames = (state: RootState) => state.cache.usernames

/**
 * `@name` autocomplete for the composer (issue #16): while a mention is typed at the caret, suggests the names the
 * app has seen (the username cache) and the typed name itself when the chain says it is held (one exact lookup,
 * from two characters on). Arrow keys move, Enter or Tab choose, Escape closes; `onKeyDown` returns true when it
 * handled the key (the composer then does not send).
 */
export function useMentions(text: string, caret: number | null, apply: (text: string, caret: number) => void) {
  const query = mentionQueryAt(text, caret)
  const [active, setActive] = useState(0)
  const [dismissedAt, setDismissedAt] = useState<number | null>(null)
  const records = useAppSelector(selectSeenNames)
  const seen = useMemo(() => Object.values(records).map((record) => record.username), [records])
  const prefix = query?.prefix ?? ''
  const holder = useGetDomainHolderQuery(prefix, { skip: prefix.length < 2 })
  const exact = prefix.length >= 2 && holder.data ? prefix : null
  const names = useMemo(
    () => (query ? suggestNames(prefix, seen, config.tldName, exact) : []),
    [query, prefix, seen, exact],
  )
  const isOpen = Boolean(query) && names.length > 0 && dismissedAt !== query?.start
  const activeIndex = Math.min(active, Math.max(0, names.length - 1))

  const choose = (name: string) => {
    if (!query || caret === null) return
    const next = applyMention(text, query as MentionQuery, caret, name)
    setActive(0)
    apply(next.text, next.caret)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!isOpen || !query) return false
    switch (event.key) {
      case 'ArrowDown':
        setActive((activeIndex + 1) % names.length)
        break
      case 'ArrowUp':
        setActive((activeIndex - 1 + names.length) % names.length)
        break
      case 'Enter':
      case 'Tab': {
        const name = names[activeIndex]
        if (!name) return false
        choose(name)
        break
      }
      case 'Escape':
        setDismissedAt(query.start)
        break
      default:
        return false
    }
    event.preventDefault()
    return true
  }

  return { isOpen, names, activeIndex, choose, onKeyDown }
}
