import styled from 'styled-components'

/** Where the new picture comes from: a pasted link, or a file uploaded from the device. */
export type PictureSource = 'link' | 'upload'

/** The 'Picture from' radio pair of the change-picture dialog, shown when uploads are on. */
export function PictureSourceChoice({
  source,
  onChange,
}: {
  source: PictureSource
  onChange: (source: PictureSource) => void
}) {
  return (
    <SourcePicker>
      <legend>Picture from</legend>
      {(['link', 'upload'] as const).map((option) => (
        <label key={option}>
          <input
            type="radio"
            name="picture-source"
            value={option}
            checked={source === option}
            onChange={() => onChange(option)}
          />
          {option === 'link' ? 'A link' : 'A file from your device'}
        </label>
      ))}
    </SourcePicker>
  )
}

const SourcePicker = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
`
