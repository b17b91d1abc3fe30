/** @jest-environment node */
import type { DomainClaim } from '../../services/airdrop/airdropReads'
import { toRegistryKey } from '../../services/airdrop/airdropReads'
import { BAD_ADDRESS_MESSAGE } from '../../lib/identity'
import {
  activityPointsClaimStatus,
  addressNotNameMessage,
  airdropMessages,
  airdropNameProblem,
  domainClaimStatus,
} from './claimStatus'

const HOLDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const claim: DomainClaim = {
  domainName: 'alice',
  holder: HOLDER,
  tokenId: '1',
  claimed: false,
  eligible: true,
  maxIdEligible: '100',
  rewardWei: '100000000000000000000',
  paused: false,
}

describe('domainClaimStatus', () => {
  it.each([
    [{}, true, 'alice.demo can claim 100 DEMO, sent to its holder 0x7099...79C8.'],
    [{ paused: true }, false, 'The name holders’ airdrop is paused.'],
    [{ holder: null, eligible: false }, false, 'Nobody holds alice.demo, so it has nothing to claim.'],
    [{ claimed: true }, false, 'alice.demo has already claimed its airdrop.'],
    [
      { eligible: false, tokenId: '101' },
      false,
      'alice.demo is not eligible: the airdrop is for names #1 to #100, and it is #101.',
    ],
  ])('%j → %s', (change, canClaim, message) => {
    expect(domainClaimStatus({ ...claim, ...change }, '.demo', 'DEMO')).toEqual({ canClaim, message })
  })

  it('shortens a 200-character name in its messages (issue #39)', () => {
    const long = { ...claim, domainName: 'a'.repeat(200), claimed: true }
    expect(domainClaimStatus(long, '.demo', 'DEMO').message).toBe(`${'a'.repeat(31)}… has already claimed its airdrop.`)
  })
})

describe('airdropNameProblem (issue #39)', () => {
  it.each([
    ['', null],
    ['alice', null],
    ['Alice.demo', null],
    ['0xpunk', null],
    ['0x1234.demo', null],
    ['0x1234', BAD_ADDRESS_MESSAGE],
    [' 0xabc ', BAD_ADDRESS_MESSAGE],
    ['bob.eth', 'bob.eth is not a .demo name: only .demo names count.'],
    [`${'c'.repeat(200)}.eth`, `${'c'.repeat(31)}… is not a .demo name: only .demo names count.`],
    [HOLDER, addressNotNameMessage('.demo')],
  ])('%j → %j', (text, problem) => {
    expect(airdropNameProblem(text, '.demo')).toBe(problem)
  })
})

describe('activityPointsClaimStatus', () => {
  it.each([
    [{ previewWei: '2500000000000000000', claimed: false, paused: false }, true, 'You can claim 2.5 DEMO.'],
    [
      { previewWei: '0', claimed: false, paused: false },
      false,
      'You have nothing to claim: spend on names or swaps to earn a share.',
    ],
    [{ previewWei: '0', claimed: true, paused: false }, false, 'You have claimed your activity points airdrop.'],
    [{ previewWei: '5', claimed: false, paused: true }, false, 'The activity points airdrop is paused.'],
  ])('%j → %s', (state, canClaim, message) => {
    expect(activityPointsClaimStatus(state, 'DEMO')).toEqual({ canClaim, message })
  })
})

describe('names and messages', () => {
  it('lower-cases ASCII only, as the registry does', () => {
    expect(toRegistryKey('ALICE')).toBe('alice')
    expect(toRegistryKey('AlIcE-Two')).toBe('alice-two')
    expect(toRegistryKey('ÉCOLE')).toBe('École')
  })

  it('writes the success toasts', () => {
    expect(airdropMessages.domain('100', 'DEMO', 'alice.demo')).toBe('You have claimed 100 DEMO for alice.demo!')
    expect(airdropMessages.activityPoints('1', 'DEMO')).toBe('You have claimed 1 DEMO for your activity points!')
  })
})
