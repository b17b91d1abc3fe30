import { useId, useState } from 'react'
import styled from 'styled-components'

/**
 * A file input that looks like the app's secondary button (issue #39: the browser's unstyled "Choose File"): the
 * native input stays in the page, visually hidden but focusable and named by the button's label, so Tab reaches it
 * and Enter or Space opens the browser's picker; the chosen file's name is shown beside it. `hint` describes what is
 * accepted; `onFile` gets the chosen file (nothing when the choice is cancelled).
 */
export function FilePicker({
  id,
  label,
  hint,
  accept,
  disabled,
  onFile,
}: {
  id: string
  label: string
  hint: string
  accept: string
  disabled: boolean
  onFile: (file: File) => void
}) {
  const [fileName, setFileName] = useState('')
  const hintId = useId()
  const nameId = useId()
  return (
    <Picker>
      <Hint id={hintId}>{hint}</Hint>
      <Row>
        <HiddenInput
          id={id}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={`${hintId} ${nameId}`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (!file) return
            setFileName(file.name)
            onFile(file)
          }}
        />
        <PickerLabel htmlFor={id}>{label}</PickerLabel>
        <FileName id={nameId} data-testid="chosen-file-name">
          {fileName || 'No file chosen'}
        </FileName>
      </Row>
    </Picker>
  )
}

const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`

const Row = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`

/** Hidden from sight only: it keeps focus, its name and the browser's file dialog. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
  opacity: 0;
`

/** The secondary button's look; its ring follows the hidden input's keyboard focus. */
const PickerLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  transition: border-color 120ms ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${HiddenInput}:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${HiddenInput}:disabled + & {
    color: ${({ theme }) => theme.colors.textMuted};
    border-color: ${({ theme }) => theme.colors.fieldBorder};
    border-style: dashed;
    cursor: not-allowed;
  }
`

const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`
