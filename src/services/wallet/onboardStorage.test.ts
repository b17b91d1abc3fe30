import { logger } from '../logger'
import { ONBOARD_STORAGE_KEYS, isReadableOnboardValue, repairOnboardStorage } from './onboardStorage'

const { agreement, lastConnectedWallet } = ONBOARD_STORAGE_KEYS

describe('web3-onboard storage is repaired before Onboard starts (issue #19)', () => {
  beforeEach(() => {
    window.localStorage.clear()
    jest.spyOn(logger, 'warn').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it.each([
    [agreement, '{}', true],
    [agreement, '{"version":"1","terms":true,"privacy":true}', true],
    [agreement, 'null', false],
    [agreement, '', false],
    [agreement, '{"terms":', false],
    [agreement, '[]', false],
    [agreement, '42', false],
    [agreement, '{"terms":"yes"}', false],
    [lastConnectedWallet, '["MetaMask","E2E Wallet"]', true],
    [lastConnectedWallet, '"MetaMask"', true],
    [lastConnectedWallet, 'null', false],
    [lastConnectedWallet, '[1,2]', false],
    [lastConnectedWallet, '{"label":"MetaMask"}', false],
    [lastConnectedWallet, '<script>', false],
    ['wc@2:core:0.3//keychain', '{"a":1}', true],
    ['wc@2:core:0.3//keychain', '{"a":', false],
  ])('%s = %j is readable: %s', (key, raw, expected) => {
    expect(isReadableOnboardValue(key, raw)).toBe(expected)
  })

  it('removes only the unreadable keys, and leaves the site’s own keys alone', () => {
    window.localStorage.setItem(agreement, 'null')
    window.localStorage.setItem(lastConnectedWallet, '["E2E Wallet"]')
    window.localStorage.setItem('wc@2:client:0.3//session', '{not json')
    window.localStorage.setItem('connected-with', 'E2E Wallet')
    window.localStorage.setItem('persist:root', '{not json')
    expect(repairOnboardStorage().sort()).toEqual([agreement, 'wc@2:client:0.3//session'])
    expect(window.localStorage.getItem(agreement)).toBeNull()
    expect(window.localStorage.getItem(lastConnectedWallet)).toBe('["E2E Wallet"]')
    expect(window.localStorage.getItem('connected-with')).toBe('E2E Wallet')
    expect(window.localStorage.getItem('persist:root')).toBe('{not json')
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  it('does nothing when nothing is stored', () => {
    expect(repairOnboardStorage()).toEqual([])
    expect(logger.warn).not.toHaveBeenCalled()
  })

  it('survives storage that throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    expect(repairOnboardStorage()).toEqual([])
  })
})
