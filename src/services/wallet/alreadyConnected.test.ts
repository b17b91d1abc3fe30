import { AlreadyConnectedError, isAlreadyConnectedError } from './alreadyConnected'

describe('isAlreadyConnectedError', () => {
  it.each([
    ['MetaMask -32002', { code: -32002, message: "Request of type 'wallet_requestPermissions' already pending" }, true],
    ['already processing', new Error('Already processing eth_requestAccounts. Please wait.'), true],
    ['already connected', new Error('Connector already connected.'), true],
    ['wagmi error name', Object.assign(new Error('x'), { name: 'ConnectorAlreadyConnectedError' }), true],
    ['our own error', new AlreadyConnectedError({}), true],
    ['a string', 'already connected', true],
    ['a rejection', { code: 4001, message: 'User rejected the request.' }, false],
    ['another error', new Error('Network error'), false],
    ['null', null, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isAlreadyConnectedError(error)).toBe(expected)
  })
})
