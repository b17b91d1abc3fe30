import { createMilestone } from './milestone'

describe('createMilestone', () => {
  it('resolves once marked, and a second mark changes nothing', async () => {
    const milestone = createMilestone()
    const seen: string[] = []
    void milestone.reached.then(() => seen.push('reached'))
    await Promise.resolve()
    expect(seen).toEqual([])
    milestone.mark()
    milestone.mark()
    await milestone.reached
    expect(seen).toEqual(['reached'])
  })

  it('resolves for a waiter that comes after the mark', async () => {
    const milestone = createMilestone()
    milestone.mark()
    await expect(milestone.reached).resolves.toBeUndefined()
  })
})
