import { loadToastify } from './notify'
import { stagedToast } from './stagedToast'

const toast = Object.assign(jest.fn(), {
  info: jest.fn(),
  success: jest.fn(),
  error: jest.fn(),
  warning: jest.fn(),
  dismiss: jest.fn(),
  isActive: jest.fn(() => false),
  update: jest.fn(),
})
jest.mock('react-toastify', () => ({ toast }))

/** Waits until the toasts queued so far have reached react-toastify: its import's earlier callbacks run first. */
const flush = async () => {
  await loadToastify()
}

beforeEach(() => {
  jest.clearAllMocks()
  toast.isActive.mockReturnValue(false)
})

describe('stagedToast (issue #39)', () => {
  it('dismisses by id', async () => {
    stagedToast.dismiss('0xabc')
    await flush()
    expect(toast.dismiss).toHaveBeenCalledWith('0xabc')
  })

  describe('put: one toast per id, updated in place (issue #39)', () => {
    it('shows a new toast under the id with every option of its kind stated', async () => {
      stagedToast.put('tx-1', 'info', 'Please confirm the transaction.')
      await flush()
      expect(toast).toHaveBeenCalledWith(
        'Please confirm the transaction.',
        expect.objectContaining({ toastId: 'tx-1', type: 'info', autoClose: false, icon: false, onClick: undefined }),
      )
    })

    it('updates the toast on screen instead of raising a second one, so a success closes after 5000 ms', async () => {
      toast.isActive.mockReturnValue(true)
      stagedToast.put('tx-1', 'success', 'Done')
      await flush()
      expect(toast).not.toHaveBeenCalled()
      expect(toast.update).toHaveBeenCalledWith('tx-1', {
        render: 'Done',
        type: 'success',
        autoClose: 5000,
        icon: undefined,
        onClick: undefined,
      })
    })

    it('a stage asked for while the toast is still queued is applied once it shows', async () => {
      toast.isActive.mockReturnValue(false)
      stagedToast.put('tx-2', 'info', 'Please confirm the transaction.')
      await flush()
      stagedToast.put('tx-2', 'error', 'Transaction has failed.')
      await flush()
      // The library ignores the second toast with the same id; the first one catches up when it opens.
      const onOpen = toast.mock.calls[0]?.[1]?.onOpen as () => void
      onOpen()
      await flush()
      expect(toast.update).toHaveBeenCalledWith('tx-2', expect.objectContaining({ render: 'Transaction has failed.' }))
    })

    it('of stages asked for before the library loaded, only the last shows', async () => {
      stagedToast.put('tx-3', 'info', 'first')
      stagedToast.put('tx-3', 'success', 'last')
      await flush()
      expect(toast).toHaveBeenCalledTimes(1)
      expect(toast.mock.calls[0]?.[0]).toBe('last')
    })
  })
})
