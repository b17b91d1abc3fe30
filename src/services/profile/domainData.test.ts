import { mergeDomainData, parseDomainData } from './domainData'

describe('mergeDomainData (the data written by editData)', () => {
  it('sets image and keeps every other key, in order', () => {
    const current = '{"description":"Alice","url":"https://example.com","image":"ipfs://old"}'
    const merged = mergeDomainData(current, { image: 'ar://new' })
    expect(merged).toEqual({
      data: '{"description":"Alice","url":"https://example.com","image":"ar://new"}',
      replacesInvalidData: false,
    })
  })

  it('keeps nested values and non-string keys untouched', () => {
    const current = JSON.stringify({ links: { x: '@alice' }, age: 3, verified: true })
    expect(JSON.parse(mergeDomainData(current, { image: 'https://a/b.png' }).data)).toEqual({
      links: { x: '@alice' },
      age: 3,
      verified: true,
      image: 'https://a/b.png',
    })
  })

  it.each(['', '   '])('starts a new object for empty data %j', (current) => {
    expect(mergeDomainData(current, { image: 'ipfs://x' })).toEqual({
      data: '{"image":"ipfs://x"}',
      replacesInvalidData: false,
    })
  })

  it.each(['not json', '{"broken":', '[1,2]', '"text"', '42', 'null'])(
    'replaces data that is not a JSON object (%j) and says so',
    (current) => {
      expect(mergeDomainData(current, { image: 'ipfs://x' })).toEqual({
        data: '{"image":"ipfs://x"}',
        replacesInvalidData: true,
      })
    },
  )

  it('escapes what it writes', () => {
    const { data } = mergeDomainData('{}', { image: 'https://a/"quote".png' })
    expect(JSON.parse(data)).toEqual({ image: 'https://a/"quote".png' })
  })
})

describe('parseDomainData', () => {
  it('reads an object, treats empty as {}, and refuses anything else', () => {
    expect(parseDomainData('{"a":"b"}')).toEqual({ a: 'b' })
    expect(parseDomainData('')).toEqual({})
    expect(parseDomainData('[]')).toBeNull()
  })
})
