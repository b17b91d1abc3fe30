import { withinMs } from './withinMs'

describe('withinMs', () => {
  afterEach(() => jest.useRealTimers())

  it.each([
    ['an answer in time', Promise.resolve('yes'), 'yes'],
    ['a rejection', Promise.reject(new Error('no')), null],
  ])('gives the value of %s', async (_case, answer, expected) => {
    await expect(withinMs(answer, 1000)).resolves.toBe(expected)
  })

  it('gives null for an answer that does not come in time', async () => {
    jest.useFakeTimers()
    const late = withinMs(new Promise(() => {}), 1000)
    await jest.advanceTimersByTimeAsync(1000)
    await expect(late).resolves.toBeNull()
  })
})
