import styled from 'styled-components'
import { useWalletSession } from '../../store/useWalletSession'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { CheckedInput, FieldProblem } from '../../ui/CheckedInput'
import { Field, Form, Muted } from '../../ui/Form'
import { ConnectButton, SwitchChainButton } from '../wallet'
import { utf8Length } from './createValidation'
import { CurveRatioField } from './CurveRatioField'
import { ImageSourceField } from './ImageSourceField'
import { formatPrice } from './media'
import { TextArea } from './OwnerTools'
import { useCreateCollectionForm } from './useCreateCollectionForm'

/**
 * '/nft/create' (issue #15): name (≤ 32 UTF-8 bytes, as the contract counts), symbol, description, image (upload or
 * link), unique ID with availability checked as you type, and the curve ratio with a live price preview. Every invalid
 * field says why beside it; Create stays disabled until all is valid. Everything is derived in useCreateCollectionForm;
 * this only renders.
 */
export function CreateCollectionForm() {
  const { isConnected, isSupportedChain } = useWalletSession()
  const form = useCreateCollectionForm()
  const { values, set, shown } = form
  return (
    <Card aria-labelledby="create-title">
      <CardTitle as="h1" id="create-title">
        Create NFT collection
      </CardTitle>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.submit()
        }}
      >
        <CheckedInput
          label="Collection name"
          id="nft-name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          problem={shown('name')}
        >
          <Muted>
            {utf8Length(values.name.trim())} of {form.maxNameBytes} bytes
          </Muted>
        </CheckedInput>
        <CheckedInput
          label="Symbol"
          id="nft-symbol"
          placeholder="e.g. CATS"
          value={values.symbol}
          onChange={(event) => set('symbol')(event.target.value)}
          problem={shown('symbol')}
        />
        <LabelledField $gap={1}>
          <label htmlFor="nft-description">Description</label>
          <TextArea
            id="nft-description"
            rows={4}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
            aria-describedby="nft-description-problem"
          />
          <FieldProblem id="nft-description-problem">{shown('description')}</FieldProblem>
        </LabelledField>
        <Field $gap={1}>
          <ImageSourceField id="nft-image" label="Image" value={values.image} onChange={set('image')} />
          <FieldProblem id="nft-image-problem">{shown('image')}</FieldProblem>
        </Field>
        <CheckedInput
          label="Unique ID (to find the collection)"
          id="nft-unique-id"
          placeholder="e.g. my-cats"
          spellCheck={false}
          value={values.uniqueId}
          onChange={(event) => set('uniqueId')(event.target.value)}
          problem={shown('uniqueId')}
        >
          {form.uniqueIdNote !== null && (
            <Muted aria-live="polite" data-testid="nft-unique-id-status">
              {form.uniqueIdNote}
            </Muted>
          )}
        </CheckedInput>
        <CurveRatioField value={values.ratio} onChange={set('ratio')} problem={shown('ratio')} preview={form.preview} />
        {form.launchPriceWei !== null && (
          <Muted data-testid="nft-launch-price">Launching costs {formatPrice(form.launchPriceWei)}.</Muted>
        )}
        {!isConnected ? (
          <ConnectButton fullWidth />
        ) : !isSupportedChain ? (
          <SwitchChainButton fullWidth />
        ) : (
          <Button
            type="submit"
            fullWidth
            isLoading={form.isLaunching}
            disabled={!form.canCreate}
            disabledReason={form.firstProblem}
          >
            Create collection
          </Button>
        )}
      </Form>
    </Card>
  )
}

const LabelledField = styled(Field)`
  > label {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`
