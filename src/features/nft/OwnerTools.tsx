import type { ReactNode } from 'react'
import { useState } from 'react'
import styled from 'styled-components'
import type { MetadataEdit } from '../../services/nft/nftServices'
import type { LaunchpadCollection } from '../../services/nft/types'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { ImageSourceField } from './ImageSourceField'
import { imageReferenceProblem } from './imageReference'
import { useEditMetadataMutation } from './nftApi'
import { Problem } from '../../ui/Form'

/** Metadata types of the launchpad's metadata store (reference ChangeNftTypeModal). */
export const METADATA_TYPES = [
  { value: 0, label: 'On-chain image(s): token n shows image n (cycling)' },
  { value: 1, label: 'One metadata URL for every token' },
  { value: 2, label: 'Generative: base URL + token ID + .json' },
  { value: 3, label: 'Generative: base URL + token ID' },
] as const

/** Most description bytes the form accepts (a description is stored on chain; long ones cost gas). */
export const MAX_DESCRIPTION_LENGTH = 2000

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Details>
      <summary>{title}</summary>
      <Body>{children}</Body>
    </Details>
  )
}

/**
 * The collection owner's tools (issue #15): edit the description, change the preview, add or remove images (type 0)
 * and choose the metadata type. Each is one transaction on the metadata contract, which checks ownership itself.
 */
export function OwnerTools({ collection }: { collection: LaunchpadCollection }) {
  const [edit, { isLoading }] = useEditMetadataMutation()
  const [description, setDescription] = useState(collection.description)
  const [preview, setPreview] = useState('')
  const [image, setImage] = useState('')
  const [metadataType, setMetadataType] = useState(collection.metadataType)
  const [typeUrl, setTypeUrl] = useState(collection.metadataUrl)
  const run = async (change: MetadataEdit, reset?: () => void) => {
    const result = await edit({
      address: collection.address,
      metadataAddress: collection.metadataAddress,
      edit: change,
    })
    if ('data' in result) reset?.()
  }
  const descriptionProblem =
    description.length > MAX_DESCRIPTION_LENGTH ? `At most ${MAX_DESCRIPTION_LENGTH} characters.` : ''
  const typeProblem =
    metadataType === 0
      ? imageReferenceProblem(typeUrl)
      : typeUrl.trim() && !/^(https?|ipfs|ar):\/\//i.test(typeUrl.trim())
        ? 'Use an https://, ipfs:// or ar:// URL.'
        : ''

  return (
    <Tools aria-label="Owner tools">
      <h2>Manage your collection</h2>
      <Section title="Edit description">
        <label htmlFor="nft-edit-description">Description</label>
        <TextArea
          id="nft-edit-description"
          value={description}
          rows={4}
          onChange={(event) => setDescription(event.target.value)}
          aria-describedby="nft-edit-description-status"
        />
        <Problem id="nft-edit-description-status">{descriptionProblem}</Problem>
        <Button
          onClick={() => void run({ kind: 'description', description: description.trim() })}
          isLoading={isLoading}
          disabled={Boolean(descriptionProblem) || description.trim() === collection.description}
          disabledReason={descriptionProblem || 'Change the description first.'}
        >
          Save description
        </Button>
      </Section>
      <Section title="Change preview image">
        <ImageSourceField id="nft-edit-preview" label="New preview image" value={preview} onChange={setPreview} />
        <Button
          onClick={() => void run({ kind: 'preview', url: preview.trim() }, () => setPreview(''))}
          isLoading={isLoading}
          disabled={!preview.trim() || Boolean(imageReferenceProblem(preview))}
          disabledReason="Choose an image first."
        >
          Save preview
        </Button>
      </Section>
      {collection.metadataType === 0 && (
        <Section title="Add or remove images">
          <ImageSourceField id="nft-add-image" label="Image to add" value={image} onChange={setImage} />
          <Button
            onClick={() => void run({ kind: 'addImage', url: image.trim() }, () => setImage(''))}
            isLoading={isLoading}
            disabled={!image.trim() || Boolean(imageReferenceProblem(image))}
            disabledReason="Choose an image first."
          >
            Add image
          </Button>
          <ImageList>
            {collection.images.map((url, index) => (
              <li key={`${index}-${url}`}>
                <Url>{url}</Url>
                <Button
                  variant="danger"
                  onClick={() => void run({ kind: 'removeImage', index })}
                  disabled={isLoading || collection.images.length < 2}
                  disabledReason="A collection keeps at least one image."
                >
                  Remove
                </Button>
              </li>
            ))}
          </ImageList>
        </Section>
      )}
      <Section title="Metadata type">
        <label htmlFor="nft-md-type">Type</label>
        <select id="nft-md-type" value={metadataType} onChange={(event) => setMetadataType(Number(event.target.value))}>
          {METADATA_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </select>
        <TextInput
          label={metadataType === 0 ? 'First image' : 'Metadata URL'}
          id="nft-md-url"
          value={typeUrl}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTypeUrl(event.target.value)}
          aria-describedby="nft-md-url-status"
        />
        <Problem id="nft-md-url-status">{typeProblem}</Problem>
        <Button
          onClick={() => void run({ kind: 'type', metadataType, urlOrImage: typeUrl.trim(), preview: '' })}
          isLoading={isLoading}
          disabled={!typeUrl.trim() || Boolean(typeProblem)}
          disabledReason={typeProblem || 'Enter a URL first.'}
        >
          Save metadata type
        </Button>
      </Section>
    </Tools>
  )
}

const Tools = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`

const Details = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  summary {
    cursor: pointer;
    font-weight: 600;
  }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
`

/** A multi-line field styled like TextInput. */
export const TextArea = styled.textarea`
  font: inherit;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`

const ImageList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`

const Url = styled.code`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
`
