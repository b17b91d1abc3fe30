import { useState } from 'react'
import styled from 'styled-components'
import { config } from '../../config'
import { notify } from '../../store/toasts/notify'
import { useAppDispatch } from '../../store/store'
import { normalizeDomainName, stripTld } from '../../lib/domainNames'
import { READ_FAILED_MESSAGE } from '../../services/errors/messages'
import { FormModalFooter } from '../../ui/FormModalFooter'
import { Modal } from '../../ui/Modal'
import { TextInput } from '../../ui/TextInput'
import { useWalletSession } from '../../store/useWalletSession'
import { namesApi, useEditDefaultDomainMutation } from '../../store/api/namesApi'
import { ValidationMessage } from './ValidationMessage'
import { validateDomainName } from '../../lib/domainNameValidation'

export const NOT_OWNER_MESSAGE = 'You do not own this domain.'

/**
 * Spec §2 Change username: make an owned name the main username (typed with or without the tld; lower-cased before
 * sending). The ownership check runs before the wallet is asked ('You do not own this domain.'); Submit spins while
 * loading, loading always ends, and success closes the dialog with the stored username updated (namesApi).
 */
export default function ChangeUsernameModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  const { address } = useWalletSession()
  const [name, setName] = useState('')
  const [isChecking, setIsChecking] = useState(false)
  const [editDefaultDomain, { isLoading }] = useEditDefaultDomainMutation()
  const domainName = normalizeDomainName(stripTld(name, config.tldName))
  const validation = validateDomainName(domainName)
  const isBusy = isChecking || isLoading

  const onSubmit = async () => {
    if (!address || !validation.isValid) return
    setIsChecking(true)
    const holder = await dispatch(
      namesApi.endpoints.getDomainHolder.initiate(domainName, { forceRefetch: true, subscribe: false }),
    )
    setIsChecking(false)
    if (holder.isError) {
      notify.error(READ_FAILED_MESSAGE)
      return
    }
    if (holder.data?.toLowerCase() !== address.toLowerCase()) {
      notify.error(NOT_OWNER_MESSAGE)
      return
    }
    const result = await editDefaultDomain({ domainName, address })
    if ('data' in result) onClose()
  }

  return (
    <Modal
      isOpen
      title="Change your username"
      onClose={onClose}
      footer={
        <FormModalFooter
          onClose={onClose}
          formId="change-username-form"
          submitLabel="Submit"
          isBusy={isBusy}
          isDisabled={!validation.isValid || isBusy || !address}
          disabledReason={!address ? 'Connect your wallet first.' : 'Enter a valid name first.'}
        />
      }
    >
      <Form
        id="change-username-form"
        onSubmit={(event) => {
          event.preventDefault()
          void onSubmit()
        }}
      >
        <p>Enter your new main username (you must own it):</p>
        <TextInput
          label="New main username"
          hideLabel
          id="change-username-name"
          placeholder="enter name"
          suffix={config.tldName}
          value={name}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(name) && !validation.isValid}
          aria-describedby="change-username-message"
        />
        {!validation.isValid && <ValidationMessage id="change-username-message" validation={validation} />}
      </Form>
    </Modal>
  )
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`
