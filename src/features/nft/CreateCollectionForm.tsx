import type { ReactNode } from 'react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useAppSelector } from '../../store/store'
import { config } from '../../config'
import { mintPriceAt } from '../../services/nft/curve'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { TextInput } from '../../ui/TextInput'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { selectStoredReferrer } from '../../store/slices/referralSlice'
import { ConnectButton } from '../wallet'
import { SwitchChainButton } from '../wallet'
import { useWalletSession } from '../../store/useWalletSession'
import type { CreateFormValues } from './createValidation'
import { parseRatio, utf8Length, validateCreateForm } from './createValidation'
import { ImageSourceField } from './ImageSourceField'
import { collectionPath } from '../../config/routes'
import { formatPrice } from './media'
import { useGetLaunchpadStateQuery, useIsUniqueIdAvailableQuery, useLaunchCollectionMutation } from './nftApi'
import { TextArea } from './OwnerTools'
import { Form, Muted, Problem } from '../../ui/Form'

const AVAILABILITY_DELAY_MS = 400
/** Mints whose price the preview lists. */
const PREVIEW_MINTS = [1, 2, 10, 100] as const

function FieldProblem({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Problem id={id} aria-live="polite" data-testid={id}>
      {children}
    </Problem>
  )
}

/**
 * '/nft/create' (issue #15): name (≤ 32 UTF-8 bytes, as the contract counts), symbol, description, image (upload or
 * link), unique ID with availability checked as you type, and the curve ratio with a live price preview from the
 * contract's own curve (services/nft/curve). Every invalid field says why beside it; Create stays disabled until all
 * is valid. Launches with the stored referrer, then opens the new collection.
 */
export function CreateCollectionForm() {
  const { isConnected, isSupportedChain } = useWalletSession()
  const storedReferrer = useAppSelector(selectStoredReferrer)
  const launchpad = useGetLaunchpadStateQuery()
  const [launch, { isLoading }] = useLaunchCollectionMutation()
  const navigate = useNavigate()
  const [values, setValues] = useState<CreateFormValues>({
    name: '',
    symbol: '',
    description: '',
    image: '',
    uniqueId: '',
    ratio: config.nftDefaultRatio,
  })
  const [touched, setTouched] = useState<Partial<Record<keyof CreateFormValues, boolean>>>({})
  const set = (key: keyof CreateFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setTouched((current) => ({ ...current, [key]: true }))
  }

  const maxNameBytes = launchpad.data?.maxNameBytes ?? 32
  const problems = validateCreateForm(values, maxNameBytes)
  const uniqueId = values.uniqueId.trim()
  const checkedId = useDebouncedValue(problems.uniqueId ? '' : uniqueId, AVAILABILITY_DELAY_MS)
  const availability = useIsUniqueIdAvailableQuery(checkedId, { skip: !checkedId })
  const isCheckingId = !problems.uniqueId && (checkedId !== uniqueId || availability.isFetching)
  const idProblem =
    problems.uniqueId ||
    (isCheckingId
      ? ''
      : availability.isError
        ? 'The availability check failed.'
        : availability.currentData === false
          ? 'This unique ID is taken.'
          : '')
  const shown = (key: keyof CreateFormValues, problem: string) => (touched[key] ? problem : '')

  const ratio = parseRatio(values.ratio)
  const fee = launchpad.data ? BigInt(launchpad.data.mintingFeePercentage) : null
  const preview =
    'wei' in ratio && fee !== null
      ? PREVIEW_MINTS.map((n) => ({ n, wei: mintPriceAt(BigInt(n), ratio.wei, fee).toString() }))
      : null

  const firstProblem =
    Object.values(problems).find(Boolean) ||
    idProblem ||
    (isCheckingId ? 'Checking the unique ID…' : '') ||
    (launchpad.data?.paused ? 'Launching new collections is paused.' : '') ||
    (!launchpad.data ? 'Loading the launch price…' : '')
  const canCreate = !firstProblem && availability.currentData === true

  const onSubmit = async () => {
    setTouched({ name: true, symbol: true, description: true, image: true, uniqueId: true, ratio: true })
    if (!canCreate || !launchpad.data || !('wei' in ratio)) return
    const result = await launch({
      name: values.name.trim(),
      symbol: values.symbol.trim(),
      description: values.description.trim(),
      image: values.image.trim(),
      uniqueId,
      ratioWei: ratio.wei.toString(),
      priceWei: launchpad.data.priceWei,
      storedReferrer,
    })
    if ('data' in result && result.data) void navigate(collectionPath(result.data.address))
  }

  return (
    <Card aria-labelledby="create-title">
      <CardTitle as="h1" id="create-title">
        Create NFT collection
      </CardTitle>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        <Field>
          <TextInput
            label="Collection name"
            id="nft-name"
            value={values.name}
            autoComplete="off"
            onChange={(event) => set('name')(event.target.value)}
            aria-describedby="nft-name-problem"
            aria-invalid={Boolean(shown('name', problems.name))}
          />
          <Muted>
            {utf8Length(values.name.trim())} of {maxNameBytes} bytes
          </Muted>
          <FieldProblem id="nft-name-problem">{shown('name', problems.name)}</FieldProblem>
        </Field>
        <Field>
          <TextInput
            label="Symbol"
            id="nft-symbol"
            placeholder="e.g. CATS"
            value={values.symbol}
            autoComplete="off"
            onChange={(event) => set('symbol')(event.target.value)}
            aria-describedby="nft-symbol-problem"
            aria-invalid={Boolean(shown('symbol', problems.symbol))}
          />
          <FieldProblem id="nft-symbol-problem">{shown('symbol', problems.symbol)}</FieldProblem>
        </Field>
        <Field>
          <label htmlFor="nft-description">Description</label>
          <TextArea
            id="nft-description"
            rows={4}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            aria-describedby="nft-description-problem"
          />
          <FieldProblem id="nft-description-problem">{shown('description', problems.description)}</FieldProblem>
        </Field>
        <Field>
          <ImageSourceField id="nft-image" label="Image" value={values.image} onChange={set('image')} />
          <FieldProblem id="nft-image-problem">
            {touched.image && !values.image.trim() ? problems.image : ''}
          </FieldProblem>
        </Field>
        <Field>
          <TextInput
            label="Unique ID (to find the collection)"
            id="nft-unique-id"
            placeholder="e.g. my-cats"
            value={values.uniqueId}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set('uniqueId')(event.target.value)}
            aria-describedby="nft-unique-id-problem"
            aria-invalid={Boolean(shown('uniqueId', idProblem))}
          />
          {touched.uniqueId && !idProblem && (
            <Muted aria-live="polite" data-testid="nft-unique-id-status">
              {isCheckingId ? 'Checking availability…' : availability.currentData ? 'This unique ID is available.' : ''}
            </Muted>
          )}
          <FieldProblem id="nft-unique-id-problem">{shown('uniqueId', idProblem)}</FieldProblem>
        </Field>
        <Field>
          <TextInput
            label="Price ratio"
            id="nft-ratio"
            inputMode="decimal"
            value={values.ratio}
            autoComplete="off"
            onChange={(event) => set('ratio')(event.target.value)}
            aria-describedby="nft-ratio-problem nft-price-preview"
            aria-invalid={Boolean(problems.ratio)}
          />
          <FieldProblem id="nft-ratio-problem">{problems.ratio}</FieldProblem>
          {preview && <Muted>Mint prices with this ratio (fees included):</Muted>}
          {preview && (
            <Preview id="nft-price-preview" data-testid="nft-price-preview">
              {preview.map(({ n, wei }) => (
                <li key={n}>
                  NFT #{n + 1}: {formatPrice(wei)}
                </li>
              ))}
            </Preview>
          )}
          <Muted>The ratio scales the whole curve: each NFT costs more than the one before.</Muted>
        </Field>
        {launchpad.data && (
          <Muted data-testid="nft-launch-price">Launching costs {formatPrice(launchpad.data.priceWei)}.</Muted>
        )}
        {!isConnected ? (
          <ConnectButton fullWidth />
        ) : !isSupportedChain ? (
          <SwitchChainButton fullWidth />
        ) : (
          <Button type="submit" fullWidth isLoading={isLoading} disabled={!canCreate} disabledReason={firstProblem}>
            Create collection
          </Button>
        )}
      </Form>
    </Card>
  )
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Preview = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
`
