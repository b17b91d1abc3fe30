/** What other features use of names (spec §5 names, §2 mint widget): a name shown safely, and its validation message. */
export { DisplayName } from './DisplayName'
export type { DisplayNameProps } from './DisplayName'
export { ValidationMessage } from './ValidationMessage'
