import { useEffect, useState } from 'react'
import { config } from '../../config'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { normalizeDomainName, stripTld } from '../../lib/domainNames'
import { pfpCached, selectFreshPfpRecord } from '../../store/slices/cacheSlice'
import { useGetDomainDataQuery } from '../../store/api/namesApi'
import { findWorkingImage, imageFromDomainData } from '../../lib/imageUrls'
import { startPictureWarmUp } from './pictureWarmUp'

// Pictures start as soon as their names' data is known, not when the avatar renders (issue #18).
startPictureWarmUp()

export interface ProfilePicture {
  /** A working http(s) URL, or null for the default anonymous image. */
  src: string | null
  /** True only while a given `image` is loading (spec §4: a changed image prop shows a loading placeholder). */
  isLoading: boolean
}

/** The outcome of loading one image reference. */
interface Checked {
  reference: string
  src: string | null
}

/**
 * Loads `reference` (its gateways in order, one GET each: issue #41) whenever it changes; the result is tagged with
 * the reference it belongs to. The `<img>` then shows the URL that loaded from the browser's memory cache.
 */
function useCheckedImage(reference: string | null): Checked | null {
  const [checked, setChecked] = useState<Checked | null>(null)
  useEffect(() => {
    if (!reference) return
    let isCurrent = true
    void findWorkingImage(reference, config).then((src) => {
      if (isCurrent) setChecked({ reference, src })
    })
    return () => {
      isCurrent = false
    }
  }, [reference])
  return reference && checked?.reference === reference ? checked : null
}

/**
 * Spec §4 Profile image, in order: the given `image`, then the picture cached for the name (expiry `expiryPfps`,
 * 0 = never), then the `image` of the name's on-chain data, then the default anonymous image (src null), which is
 * also what shows while the name is resolved. The chain is read through the site's RPC, so logged-out visitors see
 * pictures too (the reference product shows them none). The working URL found on chain is cached by name, and so
 * is "no picture", so a name without one costs no read until the record expires.
 */
export function useProfilePicture(name: string | null | undefined, image?: string): ProfilePicture {
  const dispatch = useAppDispatch()
  const domainName = name ? normalizeDomainName(stripTld(name, config.tldName)) : ''
  const record = useAppSelector(selectFreshPfpRecord(domainName, config.expiryPfps))

  const given = useCheckedImage(image || null)
  const isGivenPending = Boolean(image) && !given
  const needsChain = Boolean(domainName) && !record && !isGivenPending && !given?.src
  // `currentData`, not `data`: after a name change `data` still holds the previous name's data until the new arrives.
  const { currentData } = useGetDomainDataQuery(domainName, { skip: !needsChain })
  const isChainDataKnown = needsChain && currentData !== undefined
  const chainReference = isChainDataKnown ? imageFromDomainData(currentData) : null
  const fromChain = useCheckedImage(chainReference || null)

  useEffect(() => {
    if (!isChainDataKnown) return
    if (!chainReference) dispatch(pfpCached({ domainName, image: '', storedAt: Date.now() }))
    else if (fromChain) dispatch(pfpCached({ domainName, image: fromChain.src ?? '', storedAt: Date.now() }))
  }, [isChainDataKnown, chainReference, fromChain, domainName, dispatch])

  if (isGivenPending) return { src: null, isLoading: true }
  if (given?.src) return { src: given.src, isLoading: false }
  if (record) return { src: record.image || null, isLoading: false }
  return { src: fromChain?.src ?? null, isLoading: false }
}
