import { render, screen } from '@testing-library/react'
import { ToastHost } from './ToastHost'

const containerProps = jest.fn()
jest.mock('react-toastify', () => ({
  toast: {},
  ToastContainer: (props: Record<string, unknown>) => {
    containerProps(props)
    return <div data-testid="toast-container" />
  },
}))

describe('ToastHost (spec §4 Toasts defaults)', () => {
  it('mounts one container: top-left, 5000 ms, no progress bar, click does not close', async () => {
    render(<ToastHost />)
    await screen.findByTestId('toast-container')
    expect(containerProps).toHaveBeenLastCalledWith(
      expect.objectContaining({ position: 'top-left', autoClose: 5000, hideProgressBar: true, closeOnClick: false }),
    )
  })
})
