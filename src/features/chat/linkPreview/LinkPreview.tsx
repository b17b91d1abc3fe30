import { useState } from 'react'
import { LinkPreviewCard } from './LinkPreviewCard'
import { useGetLinkPreviewQuery } from './linkPreviewApi'
import { useSeenOnce } from './useSeenOnce'

export interface LinkPreviewProps {
  /** The message's link to preview (absolute http(s), from previewLink). */
  link: string
}

/**
 * The preview slot under a message (issue #38), the default export of its own chunk (MessageItem loads it lazily):
 * an empty block until the element it sits in (the message's column) is in the viewport, then the link's preview (linkPreviewApi: cached for
 * hours, a 4xx never retried) shown as a LinkPreviewCard when it has a title or a description. No preview, a refusal
 * or a failure shows nothing, and no error: the link in the text is still there.
 */
export default function LinkPreview({ link }: LinkPreviewProps) {
  const [slot, setSlot] = useState<HTMLDivElement | null>(null)
  // The message's column, not the slot at its end: a long message whose top is on screen is in view, although its
  // last line (and the empty slot) may still be below the fold, as on a phone.
  const isSeen = useSeenOnce(slot?.parentElement ?? null)
  // Previews do not change when the browser comes back online: no refetch of every card then.
  const { data } = useGetLinkPreviewQuery(link, { skip: !isSeen, refetchOnReconnect: false })
  const preview = data && (data.title || data.description) ? data : null
  return <div ref={setSlot}>{preview && <LinkPreviewCard link={link} preview={preview} />}</div>
}
