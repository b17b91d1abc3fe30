import { act, fireEvent, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { renderWithProviders } from '../../test/renderWithProviders'
import { FindUserForm } from './FindUserForm'

jest.mock('../../services/profile/loadProfileServices', () => ({
  loadProfileServices: async () => ({
    toChecksumAddress: (address: string) => {
      if (address.toLowerCase() !== '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc') return address
      if (address !== address.toLowerCase() && address !== '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
        throw new Error('bad checksum')
      return '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    },
    readDomainHolder: async (name: string) => (name === 'bob' ? '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' : null),
    readMainName: async () => 'bob.demo',
  }),
}))

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderForm() {
  jest.useFakeTimers()
  renderWithProviders(
    <Routes>
      <Route path="/find-user" element={<FindUserForm />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/find-user' },
  )
  const input = screen.getByLabelText('Name or address')
  return {
    type: async (value: string) => {
      fireEvent.change(input, { target: { value } })
      await act(async () => {
        await jest.advanceTimersByTimeAsync(500)
      })
    },
  }
}

afterEach(() => jest.useRealTimers())

describe('FindUserForm', () => {
  it.each([
    ['al ice', 'Spaces not allowed'],
    ['a.b!', 'Dots not allowed'],
    ['50%', '% not allowed'],
    ['a,b', 'Comma not allowed'],
    ['ali\u200bce', 'This character is not allowed'],
    ['bob', 'Domain name is valid'],
    ['0x1234', 'This is not a valid address: an address is 0x followed by 40 hex characters.'],
    ['bob.eth', 'bob.eth is not a .demo name: only .demo names count.'],
    [`${'b'.repeat(200)}.eth`, `${'b'.repeat(31)}… is not a .demo name: only .demo names count.`],
  ])('shows the spec message for %j', async (value, message) => {
    const form = renderForm()
    await form.type(value)
    expect(screen.getByText(message)).toBeTruthy()
  })

  it('previews who a name belongs to and opens the profile with the full name', async () => {
    const form = renderForm()
    await form.type('BOB.demo')
    expect((await screen.findByTestId('find-user-result')).textContent).toContain(
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    expect(screen.getByTestId('where').textContent).toBe('/profile/?id=bob.demo')
  })

  it('says when a name is not registered', async () => {
    const form = renderForm()
    await form.type('nobody')
    expect(await screen.findByText('nobody.demo is not registered yet.')).toBeTruthy()
  })

  it('shortens a long unregistered name in its message (issue #39)', async () => {
    const form = renderForm()
    await form.type('n'.repeat(200))
    expect(await screen.findByText(`${'n'.repeat(31)}… is not registered yet.`)).toBeTruthy()
  })

  it('refuses an address with a wrong checksum, accepts a correct one and opens it checksummed', async () => {
    const form = renderForm()
    await form.type('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293Bc')
    expect(await screen.findByText(/does not match its checksum/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Find' }).hasAttribute('disabled')).toBe(true)
    await form.type('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
    expect(await screen.findByText('Address is valid')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    expect(screen.getByTestId('where').textContent).toBe('/profile/?id=0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
  })
})
