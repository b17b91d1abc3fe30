import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../app/store'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { TextInput } from '../../ui/TextInput'
import { selectSwapDeadline, selectSwapSlippage, swapDeadlineChanged, swapSlippageChanged } from './settingsSlice'

/** Spec §2 Site Settings: heading 'Swap Settings', Slippage (%) and Deadline (min), persisted as typed. */
export default function SiteSettingsModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  const slippage = useAppSelector(selectSwapSlippage)
  const deadline = useAppSelector(selectSwapDeadline)
  return (
    <Modal isOpen title="Swap Settings" onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
      <Fields>
        <TextInput
          label="Slippage"
          suffix="%"
          inputMode="decimal"
          value={slippage}
          onChange={(event) => dispatch(swapSlippageChanged(event.target.value))}
        />
        <TextInput
          label="Deadline"
          suffix="min"
          inputMode="numeric"
          value={deadline}
          onChange={(event) => dispatch(swapDeadlineChanged(event.target.value))}
        />
      </Fields>
    </Modal>
  )
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`
