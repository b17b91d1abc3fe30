export * from './errors'
export * from './rpcCodes'
