import { FORBIDDEN_CHARACTER_MESSAGE, VALID_NAME_MESSAGE, validateDomainName } from './domainNameValidation'

describe('validateDomainName (spec §5 Domain name)', () => {
  it.each([
    ['', false, ''],
    [null, false, ''],
    [undefined, false, ''],
    ['alice', true, VALID_NAME_MESSAGE],
    ['ALICE', true, VALID_NAME_MESSAGE],
    ['é', true, VALID_NAME_MESSAGE],
    ['🐸', true, VALID_NAME_MESSAGE],
    ['a-b_c', true, VALID_NAME_MESSAGE],
    ['alice.demo', false, 'Dots not allowed'],
    ['al ice', false, 'Spaces not allowed'],
    ['100%', false, '% not allowed'],
    ['a&b', false, '& not allowed'],
    ['why?', false, '? not allowed'],
    ['#tag', false, '# not allowed'],
    ['a/b', false, '/ not allowed'],
    ['a,b', false, 'Comma not allowed'],
    ['a\\b', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\u200bb', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\u200db', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\u00a0b', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\tb', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\u3000b', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\ufeffb', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\u{e0041}b', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a\u202eb', false, FORBIDDEN_CHARACTER_MESSAGE],
    ['a.b c', false, 'Dots not allowed'],
  ])('%j → valid %s, %j', (name, isValid, message) => {
    expect(validateDomainName(name)).toEqual({ isValid, message })
  })
})
