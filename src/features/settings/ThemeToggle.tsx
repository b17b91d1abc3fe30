import styled from 'styled-components'
import { useAppDispatch, useAppSelector } from '../../store/store'
import { colorModeToggled, selectColorMode } from '../../store/slices/settingsSlice'

/** The light/dark toggle (spec §2 Desktop navbar). */
export function ThemeToggle() {
  const dispatch = useAppDispatch()
  const mode = useAppSelector(selectColorMode)
  const next = mode === 'dark' ? 'light' : 'dark'
  return (
    <Toggle
      type="button"
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
      onClick={() => dispatch(colorModeToggled())}
    >
      <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
    </Toggle>
  )
}

const Toggle = styled.button`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  cursor: pointer;
  font-size: 1.1rem;
`
