import Picker from 'emoji-picker-element/picker.js'
import type { EmojiClickEvent } from 'emoji-picker-element/shared'
// The picker's emoji data (English, Emojibase shortcodes): the data package's JSON as a hashed file of this build,
// fetched from the site's own origin (the picker's default is a CDN, which the site's Content-Security-Policy refuses
// and the devnet cannot reach). The picker keeps it in IndexedDB after the first open.
import EMOJI_DATA_URL from 'emoji-picker-element-data/en/emojibase/data.json?url'
import { useLayoutEffect, useRef } from 'react'
import styled from 'styled-components'
import { selectColorMode } from '../../../store/slices/settingsSlice'
import { useAppSelector } from '../../../store/store'

export interface EmojiPickerProps {
  /** Called with the picked emoji as native Unicode, the chosen skin tone applied. */
  onPick: (emoji: string) => void
  /** Focus the picker's search field once it is shown. */
  focusSearch: boolean
}

/**
 * The emoji picker (issue #38): emoji-picker-element's web component, in the site's colours (its light or dark
 * palette by class, then the theme's colours through its CSS variables). Loaded only through loadEmojiPicker, as a
 * chunk of its own. Its search field, categories and grid are the component's, keyboard navigation included.
 */
export function EmojiPicker({ onPick, focusSearch }: EmojiPickerProps) {
  const container = useRef<HTMLDivElement>(null)
  const picker = useRef<Picker | null>(null)
  const pick = useRef(onPick)
  // The store's mode rather than styled-components' useTheme, which the first page's code does not use otherwise.
  const mode = useAppSelector(selectColorMode)

  useLayoutEffect(() => {
    pick.current = onPick
  })

  useLayoutEffect(() => {
    const element = new Picker({ dataSource: EMOJI_DATA_URL, locale: 'en' })
    // A custom emoji would have no Unicode; the site configures none.
    const onEmojiClick = (event: EmojiClickEvent) => {
      if (event.detail.unicode) pick.current(event.detail.unicode)
    }
    element.addEventListener('emoji-click', onEmojiClick)
    container.current?.append(element)
    picker.current = element
    return () => {
      element.removeEventListener('emoji-click', onEmojiClick)
      element.remove()
      picker.current = null
    }
  }, [])

  useLayoutEffect(() => {
    // Its own palette follows prefers-color-scheme unless told; the site's mode is a setting of its own.
    picker.current?.classList.toggle('dark', mode === 'dark')
    picker.current?.classList.toggle('light', mode === 'light')
  }, [mode])

  useLayoutEffect(() => {
    // The component renders its search field as it is attached; it is the dialog's first control.
    if (focusSearch) picker.current?.shadowRoot?.querySelector<HTMLInputElement>('input[type="search"]')?.focus()
  }, [focusSearch])

  return <Frame ref={container} />
}

const Frame = styled.div`
  display: flex;

  emoji-picker {
    height: min(400px, 60vh);
    /* The dialog around it draws the border. */
    --border-size: 0;
    --background: ${({ theme }) => theme.colors.surface};
    --border-color: ${({ theme }) => theme.colors.border};
    --input-border-color: ${({ theme }) => theme.colors.fieldBorder};
    --input-font-color: ${({ theme }) => theme.colors.text};
    --input-placeholder-color: ${({ theme }) => theme.colors.textMuted};
    --outline-color: ${({ theme }) => theme.colors.focus};
    --indicator-color: ${({ theme }) => theme.colors.primary};
    --category-font-color: ${({ theme }) => theme.colors.textMuted};
    --button-hover-background: ${({ theme }) => theme.colors.surfaceRaised};
    --button-active-background: ${({ theme }) => theme.colors.border};
  }

  /*
   * Phones: the picker fills the dialog, which spans the composer's row (~320 px on a 390 px screen). Its own width
   * is eight 38 px columns and nine 38 px category tabs (~345 px), so it gets fewer columns and tighter tabs.
   */
  ${({ theme }) => theme.media.mobile} {
    emoji-picker {
      width: 100%;
    }
  }
  @media (max-width: 400px) {
    emoji-picker {
      --num-columns: 7;
      --category-emoji-padding: 0.25rem;
    }
  }
  @media (max-width: 350px) {
    emoji-picker {
      --num-columns: 6;
      --category-emoji-size: 1.125rem;
    }
  }
`
