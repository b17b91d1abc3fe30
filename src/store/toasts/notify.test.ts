import { loadToastify, notify } from './notify'

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

describe('notify (spec §4 Toasts)', () => {
  it('info has no timeout and no icon', async () => {
    notify.info('Please confirm the transaction.', { toastId: 'confirm-1' })
    await flush()
    expect(toast.info).toHaveBeenCalledWith('Please confirm the transaction.', {
      autoClose: false,
      icon: false,
      toastId: 'confirm-1',
    })
  })

  it.each(['success', 'error', 'warning'] as const)('%s keeps the container defaults (5000 ms, icon)', async (kind) => {
    notify[kind]('text')
    await flush()
    expect(toast[kind]).toHaveBeenCalledWith('text', {})
  })

  it("'Refreshing activity points...' is an info toast of 2000 ms", async () => {
    notify.refreshingPoints()
    await flush()
    expect(toast.info).toHaveBeenCalledWith('Refreshing activity points...', { autoClose: 2000, icon: false })
  })
})
