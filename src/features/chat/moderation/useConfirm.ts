import { createElement, useCallback } from 'react'
import { useModals } from '../../../store/modals'
import type { ConfirmRequest } from '../../../ui/ConfirmDialog'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'

/**
 * Asks a ConfirmRequest in the shell's dialog place (ModalsApi.show), so the question stays open if the message
 * that asked it leaves the virtual feed. Its code comes with the caller's chunk, none with the first page.
 */
export function useConfirm(): (request: ConfirmRequest) => void {
  const { show, close } = useModals()
  return useCallback((request) => show(createElement(ConfirmDialog, { request, onClose: close })), [show, close])
}
