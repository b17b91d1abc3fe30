import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { config } from '../../config'
import { collectionPath } from '../../config/routes'
import { mintPriceAt } from '../../services/nft/curve'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { useAppSelector } from '../../store/store'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import type { CreateFormProblems, CreateFormValues } from './createValidation'
import { parseRatio, validateCreateForm } from './createValidation'
import { useGetLaunchpadStateQuery, useIsUniqueIdAvailableQuery, useLaunchCollectionMutation } from './nftApi'

const AVAILABILITY_DELAY_MS = 400
/** Mints whose price the preview lists. */
const PREVIEW_MINTS = [1, 2, 10, 100] as const
/** The contract's limit on a name's UTF-8 bytes until the launchpad's own is read. */
const DEFAULT_MAX_NAME_BYTES = 32

type FieldName = keyof CreateFormValues

/** The unique ID's availability as the form shows it. */
export interface UniqueIdStatus {
  /** The typed ID has not settled yet or its availability is being read. */
  isChecking: boolean
  /** Why the ID cannot be used ('' when it can, or while it is being checked). */
  problem: string
  /** True only once the launchpad said the settled ID is free. */
  isAvailable: boolean
}

/**
 * The unique ID's status from its validation problem and its availability read (issue #15): a format problem first;
 * while the typed ID settles or is read, checking; then the read's answer, a failed read saying so.
 */
export function uniqueIdStatus(
  formatProblem: string,
  read: { settledId: string; typedId: string; isFetching: boolean; isError: boolean; available: boolean | undefined },
): UniqueIdStatus {
  if (formatProblem) return { isChecking: false, problem: formatProblem, isAvailable: false }
  if (read.settledId !== read.typedId || read.isFetching) return { isChecking: true, problem: '', isAvailable: false }
  if (read.isError) return { isChecking: false, problem: 'The availability check failed.', isAvailable: false }
  if (read.available === false) return { isChecking: false, problem: 'This unique ID is taken.', isAvailable: false }
  return { isChecking: false, problem: '', isAvailable: read.available === true }
}

/** One line of the price preview: the price (wei, decimal string, fees included) of the NFT after `n` mints. */
export interface PreviewPrice {
  n: number
  wei: string
}

/** The curve's prices for PREVIEW_MINTS at the typed ratio, from the contract's own curve; null until both are known. */
export function pricePreview(ratioText: string, feePercentage: string | undefined): PreviewPrice[] | null {
  const ratio = parseRatio(ratioText)
  if (!('wei' in ratio) || feePercentage === undefined) return null
  const fee = BigInt(feePercentage)
  return PREVIEW_MINTS.map((n) => ({ n, wei: mintPriceAt(BigInt(n), ratio.wei, fee).toString() }))
}

export interface CreateCollectionForm {
  values: CreateFormValues
  /** Sets one field and marks it touched. */
  set: (key: FieldName) => (value: string) => void
  /** The field's problem once the user has touched it ('' otherwise). */
  shown: (key: FieldName) => string
  problems: CreateFormProblems
  uniqueId: UniqueIdStatus
  /** Under a touched unique ID without a problem: 'Checking availability…' or 'This unique ID is available.'. */
  uniqueIdNote: string | null
  maxNameBytes: number
  preview: PreviewPrice[] | null
  /** The launch price (wei), once the launchpad has been read. */
  launchPriceWei: string | null
  /** The first thing that keeps Create disabled, for its reason; '' when it can be clicked. */
  firstProblem: string
  canCreate: boolean
  isLaunching: boolean
  /** Marks every field touched, then launches with the stored referrer and opens the new collection. */
  submit: () => Promise<void>
}

/**
 * Everything '/nft/create' derives (issue #15, #40): the values with their problems (shown once touched), the unique
 * ID's availability read as typed (debounced), the curve preview, the launch price and the one reason Create is
 * disabled. The launch's errors are toasted by the tx lifecycle.
 */
export function useCreateCollectionForm(): CreateCollectionForm {
  const storedReferrer = useAppSelector(selectStoredReferrer)
  const launchpad = useGetLaunchpadStateQuery()
  const [launch, { isLoading: isLaunching }] = useLaunchCollectionMutation()
  const navigate = useNavigate()
  const [values, setValues] = useState<CreateFormValues>({
    name: '',
    symbol: '',
    description: '',
    image: '',
    uniqueId: '',
    ratio: config.nftDefaultRatio,
  })
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const set = (key: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setTouched((current) => ({ ...current, [key]: true }))
  }

  const maxNameBytes = launchpad.data?.maxNameBytes ?? DEFAULT_MAX_NAME_BYTES
  const problems = validateCreateForm(values, maxNameBytes)
  const typedId = values.uniqueId.trim()
  const settledId = useDebouncedValue(problems.uniqueId ? '' : typedId, AVAILABILITY_DELAY_MS)
  const availability = useIsUniqueIdAvailableQuery(settledId, { skip: !settledId })
  const uniqueId = uniqueIdStatus(problems.uniqueId, {
    settledId,
    typedId,
    isFetching: availability.isFetching,
    isError: availability.isError,
    available: availability.currentData,
  })
  const fieldProblem = (key: FieldName) => {
    if (key === 'uniqueId') return uniqueId.problem
    // An image is required only once the user has left it empty (a picked file fills it).
    if (key === 'image') return values.image.trim() ? '' : problems.image
    return problems[key]
  }
  // The ratio drives the live preview, so its problem shows as it is typed.
  const shown = (key: FieldName) => (touched[key] || key === 'ratio' ? fieldProblem(key) : '')

  const firstProblem =
    Object.values(problems).find(Boolean) ||
    uniqueId.problem ||
    (uniqueId.isChecking ? 'Checking the unique ID…' : '') ||
    (launchpad.data?.paused ? 'Launching new collections is paused.' : '') ||
    (!launchpad.data ? 'Loading the launch price…' : '')
  const canCreate = !firstProblem && uniqueId.isAvailable

  const submit = async () => {
    setTouched({ name: true, symbol: true, description: true, image: true, uniqueId: true, ratio: true })
    const ratio = parseRatio(values.ratio)
    if (!canCreate || !launchpad.data || !('wei' in ratio)) return
    const result = await launch({
      name: values.name.trim(),
      symbol: values.symbol.trim(),
      description: values.description.trim(),
      image: values.image.trim(),
      uniqueId: typedId,
      ratioWei: ratio.wei.toString(),
      priceWei: launchpad.data.priceWei,
      storedReferrer,
    })
    if ('data' in result && result.data) void navigate(collectionPath(result.data.address))
  }

  return {
    values,
    set,
    shown,
    problems,
    uniqueId,
    uniqueIdNote:
      touched.uniqueId && !uniqueId.problem
        ? uniqueId.isChecking
          ? 'Checking availability…'
          : uniqueId.isAvailable
            ? 'This unique ID is available.'
            : ''
        : null,
    maxNameBytes,
    preview: pricePreview(values.ratio, launchpad.data?.mintingFeePercentage),
    launchPriceWei: launchpad.data?.priceWei ?? null,
    firstProblem,
    canCreate,
    isLaunching,
    submit,
  }
}
