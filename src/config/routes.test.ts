import { ROUTES, collectionPath } from './routes'

describe('collectionPath', () => {
  it("builds the collection page's path, whose id reads back as given", () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(collectionPath(address)).toBe(`/nft/collection?id=${address}`)
    const url = new URL(collectionPath(address), 'https://demo-social.example')
    expect(url.pathname).toBe(ROUTES.nftCollection)
    expect(url.searchParams.get('id')).toBe(address)
  })
})
