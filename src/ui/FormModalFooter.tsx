import { Button } from './Button'

export interface FormModalFooterProps {
  onClose: () => void
  /** The id of the dialog's `<form>`: the submit button sits in the footer, outside it. */
  formId: string
  submitLabel: string
  isBusy: boolean
  /** True while the form cannot be sent; `disabledReason` then says why (shown and announced by Button). */
  isDisabled: boolean
  disabledReason: string
}

/** The footer of a dialog that holds one form (spec §2 dialogs): 'Close', then the form's submit button. */
export function FormModalFooter({
  onClose,
  formId,
  submitLabel,
  isBusy,
  isDisabled,
  disabledReason,
}: FormModalFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
      <Button type="submit" form={formId} isLoading={isBusy} disabled={isDisabled} disabledReason={disabledReason}>
        {submitLabel}
      </Button>
    </>
  )
}
