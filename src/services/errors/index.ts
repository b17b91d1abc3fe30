export * from './errors'
export * from './messages'
export * from './rpcCodes'
