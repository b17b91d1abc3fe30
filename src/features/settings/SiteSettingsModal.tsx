import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { Warning } from '../../ui/Form'
import { TextInput } from '../../ui/TextInput'
import {
  selectSwapDeadline,
  selectSwapSlippage,
  swapDeadlineChanged,
  swapSlippageChanged,
} from '../../store/slices/settingsSlice'
import { checkSlippage, slippageToBps } from './slippage'

/**
 * Spec §2 Site Settings: heading 'Swap Settings', a Slippage text input with a % suffix, a Deadline text input with a
 * min suffix, and Close. Values are kept as typed and persisted (spec §3; defaults 0.5 and 20); spec §5 shows no
 * validation on them, so each field explains what it does instead; a risky slippage (0 %, above 5 %, 50 % or more)
 * is also named as typed (issue #39), while the swap card enforces the refusal.
 */
export default function SiteSettingsModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch()
  const slippage = useAppSelector(selectSwapSlippage)
  const deadline = useAppSelector(selectSwapDeadline)
  const slippageNotice = checkSlippage(slippageToBps(slippage)).message
  return (
    <Modal
      isOpen
      title="Swap Settings"
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Fields>
        <div>
          <TextInput
            label="Slippage"
            id="settings-slippage"
            suffix="%"
            inputMode="decimal"
            autoComplete="off"
            value={slippage}
            aria-describedby="settings-slippage-hint"
            onChange={(event) => dispatch(swapSlippageChanged(event.target.value))}
          />
          <Hint id="settings-slippage-hint">A swap is cancelled if the price moves against you by more than this.</Hint>
          <Notice role="status">{slippageNotice}</Notice>
        </div>
        <div>
          <TextInput
            label="Deadline"
            id="settings-deadline"
            suffix="min"
            inputMode="numeric"
            autoComplete="off"
            value={deadline}
            aria-describedby="settings-deadline-hint"
            onChange={(event) => dispatch(swapDeadlineChanged(event.target.value))}
          />
          <Hint id="settings-deadline-hint">A swap still waiting after this many minutes is cancelled.</Hint>
        </div>
      </Fields>
    </Modal>
  )
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`

// Always present (empty when the setting is fine), so screen readers hear the notice when it appears.
const Notice = styled(Warning)`
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`
