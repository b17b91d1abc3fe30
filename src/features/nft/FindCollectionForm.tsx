import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { collectionPath } from '../../config/routes'
import { useLazyFindCollectionQuery } from './nftApi'

/** 'Find' (issue #15 /nft): a collection address (0x…) or unique ID; opens the collection or says none was found. */
export function FindCollectionForm() {
  const [query, setQuery] = useState('')
  const [find, { isFetching }] = useLazyFindCollectionQuery()
  const [problem, setProblem] = useState('')
  const navigate = useNavigate()
  const onSubmit = async () => {
    const value = query.trim()
    if (!value) return
    setProblem('')
    const result = await find(value)
    if (result.error) setProblem('The search failed. Try again.')
    else if (result.data) void navigate(collectionPath(result.data))
    else setProblem(`No collection has the unique ID “${value}”.`)
  }
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      <TextInput
        label="Find a collection by address or unique ID"
        id="nft-find"
        placeholder="0x… or unique ID"
        value={query}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby="nft-find-status"
      />
      <Button
        type="submit"
        variant="secondary"
        isLoading={isFetching}
        disabled={!query.trim()}
        disabledReason="Enter an address or a unique ID."
      >
        Find
      </Button>
      <Problem id="nft-find-status" aria-live="polite">
        {problem}
      </Problem>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
`

const Problem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
`
