import { act, render, screen } from '@testing-library/react'
import { notify } from './notify'
import { ToastHost } from './ToastHost'

const containerProps = jest.fn()
const info = jest.fn()
jest.mock('react-toastify', () => ({
  toast: { info: (...args: unknown[]) => info(...args) },
  ToastContainer: (props: Record<string, unknown>) => {
    containerProps(props)
    return <div data-testid="toast-container" />
  },
}))

describe('ToastHost (spec §4 Toasts defaults)', () => {
  it('mounts one container with the first toast: top-left, 5000 ms, no progress bar, click does not close', async () => {
    render(<ToastHost />)
    expect(screen.queryByTestId('toast-container')).toBeNull()
    act(() => notify.info('Hello'))
    await screen.findByTestId('toast-container')
    expect(info).toHaveBeenCalledWith('Hello', expect.objectContaining({ autoClose: false }))
    expect(containerProps).toHaveBeenLastCalledWith(
      expect.objectContaining({ position: 'top-left', autoClose: 5000, hideProgressBar: true, closeOnClick: false }),
    )
  })
})
