import { render } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '../../ui/theme'
import { Snippet, splitHighlights } from './Snippet'

const renderSnippet = (text: string, highlights: [number, number][]) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <p data-testid="snippet">
        <Snippet text={text} highlights={highlights} />
      </p>
    </ThemeProvider>,
  )

describe('Snippet (issue #37: matched words marked, no HTML from text)', () => {
  it('marks the ranges and keeps the rest as text', () => {
    const { getByTestId } = renderSnippet('gm everyone, gm', [
      [0, 2],
      [13, 15],
    ])
    const snippet = getByTestId('snippet')
    expect(snippet.textContent).toBe('gm everyone, gm')
    expect([...snippet.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['gm', 'gm'])
  })

  it('shows hostile markup as the characters it is', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>'
    const { getByTestId } = renderSnippet(hostile, [[1, 4]])
    const snippet = getByTestId('snippet')
    expect(snippet.textContent).toBe(hostile)
    expect(snippet.querySelector('img, script, b')).toBeNull()
    expect(snippet.querySelector('mark')?.textContent).toBe('img')
  })

  it('skips ranges out of order, overlapping, empty or past the end', () => {
    expect(
      splitHighlights('abcdef', [
        [2, 4],
        [3, 5],
        [1, 2],
        [4, 4],
        [5, 9],
      ]),
    ).toEqual([
      { text: 'ab', isMatch: false },
      { text: 'cd', isMatch: true },
      { text: 'ef', isMatch: false },
    ])
  })

  it('never cuts a character made of a surrogate pair', () => {
    // '😀' is two UTF-16 code units (indexes 3 and 4).
    expect(splitHighlights('hi 😀 ok', [[4, 5]])).toEqual([
      { text: 'hi ', isMatch: false },
      { text: '😀', isMatch: true },
      { text: ' ok', isMatch: false },
    ])
  })
})
