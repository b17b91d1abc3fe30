/**
 * The notification inbox (issue #37). Only this loader is imported by the shell: the bell, the menu dot, the panel and
 * the index API load after the first paint, in their own chunk (main.js is at its budget: bench/budgets.ts).
 */
export const loadInbox = () => import(/* webpackChunkName: "inbox" */ './InboxBell')
