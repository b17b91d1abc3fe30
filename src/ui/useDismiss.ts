import type { KeyboardEvent, RefObject } from 'react'
import { useEffect, useEffectEvent } from 'react'

/** What useDismiss needs to know about one popover (a menu, a non-modal dialog under its button). */
export interface DismissOptions {
  isOpen: boolean
  /** Closes the popover (its state only: the hook moves the focus itself). */
  onDismiss: () => void
  /** The element holding both the trigger and the popover: a press inside it is not a press outside. */
  containerRef: RefObject<HTMLElement | null>
  /** Puts the focus back on the trigger. */
  focusTrigger: () => void
}

/** Where the focus is when no element has it. */
const isFocusNowhere = (): boolean => document.activeElement === null || document.activeElement === document.body

/**
 * The dismissal every popover of the app shares (issue #40: Menu, InboxBell, EmojiButton). While `isOpen`:
 * - Escape with the focus inside closes it and puts the focus back on the trigger; the key stops there, so a modal
 *   dialog around the popover stays open.
 * - A pointerdown outside the container closes it, before the press's own effect (a click on a link still follows
 *   it). The focus goes where the press takes it; only when the focus was inside and the press leaves it on no
 *   element does it go back to the trigger, so a keyboard user does not lose their place.
 * Returns the keydown handler to put on the container.
 */
export function useDismiss({ isOpen, onDismiss, containerRef, focusTrigger }: DismissOptions): {
  onKeyDown: (event: KeyboardEvent) => void
} {
  const dismissOutside = useEffectEvent((event: PointerEvent) => {
    const container = containerRef.current
    if (!container || (event.target instanceof Node && container.contains(event.target))) return
    const hadFocus = container.contains(document.activeElement)
    onDismiss()
    // The press moves the focus after its pointerdown (mousedown's default action): look once that has happened.
    if (hadFocus) setTimeout(() => isFocusNowhere() && focusTrigger(), 0)
  })

  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => dismissOutside(event)
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [isOpen])

  return {
    onKeyDown: (event) => {
      if (!isOpen || event.key !== 'Escape') return
      event.stopPropagation()
      event.preventDefault()
      onDismiss()
      focusTrigger()
    },
  }
}
