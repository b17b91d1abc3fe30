import { tagId } from './tagId'

describe('tagId', () => {
  it('gives one id to every spelling of an address or a name', () => {
    expect(tagId('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      tagId('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'),
    )
    expect(tagId('Alice.Demo')).toBe('alice.demo')
  })
})
