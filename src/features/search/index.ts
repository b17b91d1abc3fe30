/**
 * The header search (issue #37). Only this loader is imported by the shell: the search box loads after the first
 * paint (a small chunk), and the results panel with the index API when the field is first focused.
 */
export const loadSearchBox = () => import(/* webpackChunkName: "search-box" */ './SearchBox')
