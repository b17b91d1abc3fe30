import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { config } from '../../config'
import { normalizeDomainName, stripTld, toFullDomainName } from '../../lib/domainNames'
import { Button } from '../../ui/Button'
import { Card, CardTitle } from '../../ui/Card'
import { TextInput } from '../../ui/TextInput'
import { profilePath } from '../../config/visibility'
import { ValidationMessage } from '../names'
import { validateDomainName } from '../../lib/domainNameValidation'
import { nameInputProblem } from '../../lib/identity'
import { useResolveProfileQuery } from '../../store/api/profileApi'
import { LookupResult } from './LookupResult'
import { useDebouncedValue } from '../../ui/useDebouncedValue'
import { Form } from '../../ui/Form'

/** An address being entered: 0x and a long run of hex digits (checked fully, checksum included, by the lookup). */
const isAddressInput = (value: string) => /^0x[0-9a-fA-F]{30,}$/.test(value)

const LOOKUP_DELAY_MS = 350

/**
 * '/find-user' (issue #7 part 2): a name with the spec §5 Domain name messages, or an address (checksum-checked).
 * While typing it looks the user up and shows who it is; Find opens the profile.
 */
export function FindUserForm() {
  const navigate = useNavigate()
  const [input, setInput] = useState('')
  const value = input.trim()
  const isAddress = isAddressInput(value)
  const domainName = normalizeDomainName(stripTld(value, config.tldName))
  // "0x1234" is a short address and "bob.eth" another naming system's name, not .demo names (issue #39).
  const problem = isAddress ? null : nameInputProblem(value, config.tldName)
  const validation = problem === null ? validateDomainName(domainName) : { isValid: false, message: problem }
  const canLookUp = isAddress || validation.isValid
  const lookupId = useDebouncedValue(canLookUp ? value : '', LOOKUP_DELAY_MS)
  const lookup = useResolveProfileQuery(lookupId, { skip: !lookupId })
  const isSettled = lookupId === (canLookUp ? value : '')
  const isInvalidAddress = isAddress && isSettled && lookup.currentData?.status === 'invalid'

  const onSubmit = () => {
    if (!canLookUp || isInvalidAddress) return
    const found = isSettled && lookup.currentData?.status === 'found' ? lookup.currentData.address : value
    navigate(profilePath(isAddress ? found : toFullDomainName(domainName, config.tldName), null))
  }

  return (
    <Card aria-labelledby="find-user-title">
      <CardTitle as="h1" id="find-user-title">
        Find user
      </CardTitle>
      <Form
        $gap={3}
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        <TextInput
          label="Name or address"
          id="find-user-input"
          placeholder="enter name or 0x address"
          suffix={isAddress ? undefined : config.tldName}
          value={input}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setInput(event.target.value)}
          aria-invalid={Boolean(value) && ((!isAddress && !validation.isValid) || isInvalidAddress)}
          aria-describedby="find-user-message"
        />
        {isAddress ? (
          <AddressMessage id="find-user-message" aria-live="polite" $isValid={!isInvalidAddress}>
            {!isSettled || lookup.isFetching
              ? 'Checking the address…'
              : lookup.currentData?.status === 'invalid'
                ? lookup.currentData.message
                : 'Address is valid'}
          </AddressMessage>
        ) : (
          <ValidationMessage id="find-user-message" validation={validation} showIcon />
        )}
        <Button
          type="submit"
          disabled={!canLookUp || isInvalidAddress}
          disabledReason="Enter a valid name or address first."
        >
          Find
        </Button>
      </Form>
      {canLookUp && isSettled && <LookupResult query={lookup} />}
    </Card>
  )
}

const AddressMessage = styled.p<{ $isValid: boolean }>`
  margin: 0;
  min-height: 1.25em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $isValid }) => ($isValid ? theme.colors.success : theme.colors.danger)};
`
