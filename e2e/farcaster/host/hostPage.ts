/**
 * A Farcaster client stand-in for the browser tests: runs in the top frame of a test page, embeds the app in an
 * iframe and answers the mini-app SDK through the official host package (`exposeToIframe` of @farcaster/miniapp-host),
 * as Farcaster clients do. Its EIP-1193 provider is the test wallet the harness injects into every frame (keys in
 * Node, chain = the devnet). Bundled by esbuild (hostBundle.ts); configured through the page URL's `config` parameter.
 *
 * Every SDK call the app makes is recorded in `window.hostCalls`; `window.hostEmit(event)` sends a client event
 * (miniapp_added, back_navigation_triggered...) to the app.
 */
import type { MiniAppClientEvent, MiniAppHost, MiniAppHostCapability } from '@farcaster/miniapp-host'
import { AddMiniApp, SignIn, exposeToIframe } from '@farcaster/miniapp-host'
import type { HostConfig, HostCall } from './hostTypes'

type HostProvider = NonNullable<Parameters<typeof exposeToIframe>[0]['ethProvider']>

declare global {
  interface Window {
    ethereum?: HostProvider
    hostCalls: HostCall[]
    hostEmit: (event: MiniAppClientEvent) => void
  }
}

const config = JSON.parse(new URL(window.location.href).searchParams.get('config') ?? '{}') as HostConfig
const record = (method: string, args: unknown[] = []) =>
  window.hostCalls.push({
    method,
    args: JSON.parse(JSON.stringify(args)) as unknown[],
    at: Math.round(performance.now()),
  })
window.hostCalls = []

const CAPABILITIES: MiniAppHostCapability[] = [
  'actions.ready',
  'actions.addMiniApp',
  'actions.composeCast',
  'actions.signIn',
  'actions.close',
  'actions.openUrl',
  'back',
  ...(config.withProvider ? (['wallet.getEthereumProvider'] as const) : []),
]

/** A SIWE message as Farcaster clients produce for sign-in (the SDK parses its domain). */
function siweMessage(domain: string, nonce: string): string {
  return [
    `${domain} wants you to sign in with your Ethereum account:`,
    '0x8d25687829D6b85d9e0020B8c89e3Ca24dE20a89',
    '',
    'Farcaster Auth',
    '',
    `URI: https://${domain}/`,
    'Version: 1',
    'Chain ID: 10',
    `Nonce: ${nonce}`,
    'Issued At: 2026-11-21T12:00:00.000Z',
    'Resources:',
    '- farcaster://fid/1234',
  ].join('\n')
}

const notUsed = (method: string) => async () => {
  record(method)
  throw new Error(`${method} is not part of these tests`)
}

const host: Omit<MiniAppHost, 'ethProviderRequestV2'> = {
  get context(): MiniAppHost['context'] {
    record('context')
    return {
      user: { fid: 1234, username: 'e2e-user', displayName: 'E2E User' },
      client: { clientFid: 9152, added: false, platformType: 'web' },
      location: { type: 'launcher' },
    }
  },
  ready: async (options) => {
    record('ready', [options])
  },
  getCapabilities: async () => {
    record('getCapabilities')
    return CAPABILITIES
  },
  getChains: async () => ['eip155:84532'],
  addMiniApp: async () => {
    record('addMiniApp')
    if (config.addMiniApp === 'rejected') throw new AddMiniApp.RejectedByUser()
    if (config.addMiniApp === 'invalid-manifest') throw new AddMiniApp.InvalidDomainManifest()
    return {}
  },
  // The deprecated name; SDK 0.3 still sends addMiniApp over it.
  addFrame: async () => host.addMiniApp(),
  composeCast: async (options) => {
    record('composeCast', [options])
    if (config.composeCast === 'fails') throw new Error('The composer is unavailable')
    return { cast: { hash: '0x0000000000000000000000000000000000000001', text: options.text } } as never
  },
  signIn: async ({ nonce }) => {
    record('signIn', [{ nonce }])
    if (config.signIn === 'rejected') throw new SignIn.RejectedByUser()
    return {
      message: siweMessage(config.siweDomain ?? window.location.hostname, nonce),
      signature: '0x00',
      authMethod: 'custody',
    }
  },
  updateBackState: async (state) => {
    record('updateBackState', [state])
  },
  close: () => record('close'),
  openUrl: (url) => record('openUrl', [url]),
  setPrimaryButton: (options) => record('setPrimaryButton', [options]),
  eip6963RequestProvider: () => record('eip6963RequestProvider'),
  ethProviderRequest: notUsed('ethProviderRequest'),
  signManifest: notUsed('signManifest'),
  viewCast: notUsed('viewCast'),
  viewProfile: notUsed('viewProfile'),
  viewToken: notUsed('viewToken'),
  sendToken: notUsed('sendToken'),
  swapToken: notUsed('swapToken'),
  openMiniApp: notUsed('openMiniApp'),
  requestCameraAndMicrophoneAccess: notUsed('requestCameraAndMicrophoneAccess'),
  impactOccurred: async () => {},
  notificationOccurred: async () => {},
  selectionChanged: async () => {},
}

const iframe = document.createElement('iframe')
iframe.title = 'Mini app'
iframe.src = config.appUrl
document.body.append(iframe)

const ethProvider = config.withProvider ? window.ethereum : undefined
if (config.withProvider && !ethProvider) throw new Error('The test wallet is not injected into the host page')
const { endpoint } = exposeToIframe({ iframe, sdk: host, ethProvider, miniAppOrigin: new URL(config.appUrl).origin })
window.hostEmit = (event) => endpoint.emit(event)
