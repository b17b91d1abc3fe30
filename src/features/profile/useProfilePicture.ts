import { useEffect, useState } from 'react'
import { config } from '../../config'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { normalizeDomainName, stripTld } from '../../lib/domainNames'
import { pfpCached, selectFreshPfpRecord } from '../cache/cacheSlice'
import { useGetDomainDataQuery } from '../names/namesApi'
import { findWorkingImage, imageFromDomainData } from './imageUrls'

export interface ProfilePicture {
  /** A working http(s) URL, or null for the default anonymous image. */
  src: string | null
  isLoading: boolean
}

/**
 * Spec §4 Profile image: the given image, else the cached image of the name, else the name's on-chain data
 * (read through the site's RPC, so logged-out visitors see pictures too), else the default. The working URL is cached
 * by name for `expiryPfps`; a changed image or name starts over.
 */
export function useProfilePicture(name: string | null | undefined, image?: string): ProfilePicture {
  const dispatch = useAppDispatch()
  const domainName = name ? normalizeDomainName(stripTld(name, config.tldName)) : ''
  const record = useAppSelector(selectFreshPfpRecord(domainName, config.expiryPfps))
  const needsChain = !image && Boolean(domainName) && !record
  const domainData = useGetDomainDataQuery(domainName, { skip: !needsChain })
  const reference = image ?? (record ? record.image : imageFromDomainData(domainData.data))
  const isReferenceKnown = Boolean(image) || Boolean(record) || !domainName || domainData.isSuccess || domainData.isError
  const needsCheck = isReferenceKnown && Boolean(reference) && !(record && !image)
  const [resolved, setResolved] = useState<{ reference: string; src: string | null } | null>(null)

  useEffect(() => {
    // A name without a picture is cached too, so it costs no read until the record expires.
    if (!reference && domainName && !image && domainData.isSuccess) {
      dispatch(pfpCached({ domainName, image: '', storedAt: Date.now() }))
    }
    if (!needsCheck) return
    let isCurrent = true
    void findWorkingImage(reference, config).then((src) => {
      if (!isCurrent) return
      setResolved({ reference, src })
      if (domainName && !image) dispatch(pfpCached({ domainName, image: src ?? '', storedAt: Date.now() }))
    })
    return () => {
      isCurrent = false
    }
  }, [needsCheck, reference, domainName, image, domainData.isSuccess, dispatch])

  if (!isReferenceKnown) return { src: null, isLoading: true }
  if (record && !image) return { src: record.image || null, isLoading: false }
  if (!reference) return { src: null, isLoading: false }
  const isCurrentResult = resolved?.reference === reference
  return { src: isCurrentResult ? resolved.src : null, isLoading: !isCurrentResult }
}
