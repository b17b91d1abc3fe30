import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../test/renderWithProviders'
import { CollectionCard } from './CollectionCard'

const card = (name: string, image: string) => ({
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  name,
  image,
  mintPriceWei: '31910361553435',
})

describe('CollectionCard (hostile metadata stays text)', () => {
  it('renders a hostile name as text and never puts a javascript: image into the page', () => {
    const { container } = renderWithProviders(
      <CollectionCard card={card('<img src=x onerror="alert(1)">', 'javascript:alert(1)')} />,
    )
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: /Preview of/ }).tagName).toBe('DIV')
    expect(screen.getByTestId('card-mint-price').textContent).toBe('0.000031 ETH')
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      '/nft/collection?id=0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
  })

  it('shows an ar:// preview through the Arweave gateway', () => {
    const { container } = renderWithProviders(<CollectionCard card={card('Cats', 'ar://abc')} />)
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/\/abc$/)
  })
})
