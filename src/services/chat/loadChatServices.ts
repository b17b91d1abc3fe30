/** Loads the chat's chain and storage code on first use (its own chunk; ethers is shared with the chain chunk). */
export const loadChatServices = () => import(/* webpackChunkName: "chat" */ './chatServices')

export type ChatServices = Awaited<ReturnType<typeof loadChatServices>>
