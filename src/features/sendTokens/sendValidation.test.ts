import {
  ENTER_AMOUNT_MESSAGE,
  ENTER_RECIPIENT_MESSAGE,
  LOADING_BALANCE_MESSAGE,
  LOOKING_UP_MESSAGE,
  LOOKUP_FAILED_MESSAGE,
  NO_GAS_MESSAGE,
  sendDisabledReason,
  type SendState,
} from './sendValidation'

const ready: SendState = {
  toText: 'alice.demo',
  isLookingUp: false,
  lookupFailed: false,
  recipientBlocker: '',
  amountText: '1',
  amountMessage: '',
  lacksGas: false,
  isBalanceLoading: false,
}

describe('sendDisabledReason: the one reason Send is disabled, first match wins', () => {
  it('lets a good send go', () => {
    expect(sendDisabledReason(ready)).toBe('')
  })

  it.each<[string, Partial<SendState>, string]>([
    ['no recipient', { toText: '' }, ENTER_RECIPIENT_MESSAGE],
    ['only spaces as recipient', { toText: '   ' }, ENTER_RECIPIENT_MESSAGE],
    ['no recipient before anything else', { toText: '', isLookingUp: true, amountText: '' }, ENTER_RECIPIENT_MESSAGE],
    ['look-up running', { isLookingUp: true }, LOOKING_UP_MESSAGE],
    ['look-up running before it failed', { isLookingUp: true, lookupFailed: true }, LOOKING_UP_MESSAGE],
    ['look-up failed', { lookupFailed: true }, LOOKUP_FAILED_MESSAGE],
    ['look-up failed before a blocker', { lookupFailed: true, recipientBlocker: 'zero' }, LOOKUP_FAILED_MESSAGE],
    ['recipient blocked', { recipientBlocker: 'unregistered' }, 'unregistered'],
    ['recipient blocked before no amount', { recipientBlocker: 'unregistered', amountText: '' }, 'unregistered'],
    ['no amount', { amountText: ' ' }, ENTER_AMOUNT_MESSAGE],
    ['amount problem', { amountMessage: 'too much' }, 'too much'],
    ['amount problem before gas', { amountMessage: 'too much', lacksGas: true }, 'too much'],
    ['no gas for a token send', { lacksGas: true }, NO_GAS_MESSAGE],
    ['no gas before the balance loads', { lacksGas: true, isBalanceLoading: true }, NO_GAS_MESSAGE],
    ['balance loading', { isBalanceLoading: true }, LOADING_BALANCE_MESSAGE],
  ])('%s', (_name, over, reason) => {
    expect(sendDisabledReason({ ...ready, ...over })).toBe(reason)
  })
})
