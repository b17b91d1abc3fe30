import { parseRatio, utf8Length, validateCreateForm, type CreateFormValues } from './createValidation'

const valid: CreateFormValues = {
  name: 'Cats',
  symbol: 'CATS',
  description: '',
  image: 'ar://abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ',
  uniqueId: 'my-cats_1',
  ratio: '1',
}

describe('validateCreateForm (issue #15 /nft/create)', () => {
  it('accepts a valid form', () => {
    expect(Object.values(validateCreateForm(valid, 32)).filter(Boolean)).toEqual([])
  })

  it.each([
    ['name', { name: '' }, 'Enter a name.'],
    [
      'name',
      { name: 'x'.repeat(33) },
      'The name is 33 bytes long; at most 32 bytes (accents and emoji take 2–4 bytes each).',
    ],
    [
      'name',
      { name: '€'.repeat(11) },
      'The name is 33 bytes long; at most 32 bytes (accents and emoji take 2–4 bytes each).',
    ],
    ['symbol', { symbol: '' }, 'Enter a symbol.'],
    ['symbol', { symbol: 'A B' }, 'Use letters and digits only.'],
    ['symbol', { symbol: 'ABCDEFGHIJK' }, 'At most 10 characters.'],
    ['image', { image: '' }, 'Choose an image.'],
    ['image', { image: 'javascript:alert(1)' }, 'Use an https://, ipfs:// or ar:// link to an image.'],
    ['image', { image: 'https://x.org/a".png' }, 'Use an https://, ipfs:// or ar:// link to an image.'],
    ['uniqueId', { uniqueId: '' }, 'Enter a unique ID.'],
    ['uniqueId', { uniqueId: 'has space' }, 'Use letters, digits, - and _ only.'],
    ['ratio', { ratio: 'abc' }, 'Enter the ratio as a number, e.g. 1 or 0.5.'],
    ['ratio', { ratio: '0.009' }, 'The ratio must be between 0.01 and 9,000,000.'],
    ['ratio', { ratio: '9000000.000000000000000001' }, 'The ratio must be between 0.01 and 9,000,000.'],
  ] as const)('%s %j → %s', (field, change, message) => {
    expect(validateCreateForm({ ...valid, ...change }, 32)[field]).toBe(message)
  })

  it('counts names in UTF-8 bytes, as the contract does', () => {
    expect(utf8Length('abc')).toBe(3)
    expect(utf8Length('é')).toBe(2)
    expect(utf8Length('🐈')).toBe(4)
    expect(validateCreateForm({ ...valid, name: '🐈'.repeat(8) }, 32).name).toBe('')
  })

  it('parses the ratio into wei at the bounds', () => {
    expect(parseRatio('0.01')).toEqual({ wei: 10n ** 16n })
    expect(parseRatio('9000000')).toEqual({ wei: 9n * 10n ** 24n })
  })
})
