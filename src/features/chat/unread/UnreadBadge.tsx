import { useEffect, useMemo } from 'react'
import styled from 'styled-components'
import type { ChannelName } from '../../../config'
import { useAppDispatch, useAppSelector } from '../../../store/store'
import { VisuallyHidden } from '../../../ui/VisuallyHidden'
import { CHANNELS } from '../channels'
import { chatApi, useGetChannelCountsQuery } from '../chatApi'
import { channelRead, selectChatLocal } from '../local/chatLocalSlice'
import { badgeText, computeUnread } from './unread'

const selectCounts = chatApi.endpoints.getChannelCounts.select()

/** The channel whose page is `pathname`, or null. */
export const channelOfPath = (pathname: string): ChannelName | null =>
  (Object.keys(CHANNELS) as ChannelName[]).find((channel) => CHANNELS[channel].path === pathname) ?? null

/**
 * Unread counts of the channels for the left sidebar (issue #16). On a channel page the feed polls every channel's
 * count once per block and this reads that; elsewhere it reads the counts once (and again when the window regains
 * focus), so the polling budget stays one request per block. First-seen channels get their read mark here.
 */
export function useUnreadCounts(pathname: string): Partial<Record<ChannelName, number>> {
  const dispatch = useAppDispatch()
  const isChannelPage = channelOfPath(pathname) !== null
  useGetChannelCountsQuery(undefined, { skip: isChannelPage, refetchOnFocus: true })
  const counts = useAppSelector(selectCounts).data
  const lastRead = useAppSelector(selectChatLocal).lastRead
  const { unread, baselines } = useMemo(() => computeUnread(counts, lastRead), [counts, lastRead])
  useEffect(() => {
    for (const [channel, count] of Object.entries(baselines) as [ChannelName, number][])
      dispatch(channelRead({ channel, count }))
  }, [baselines, dispatch])
  return unread
}

/** The badge after a channel's link: the unread count, read out as '(N unread)'. Nothing when 0. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <>
      <Badge aria-hidden="true" data-testid="unread-badge">
        {badgeText(count)}
      </Badge>
      <VisuallyHidden> ({count} unread)</VisuallyHidden>
    </>
  )
}

const Badge = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  line-height: 1.5;
  text-align: center;
`
