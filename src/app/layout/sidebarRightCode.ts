/**
 * The right sidebar's chunk. Shared by the layout (which renders it) and the mobile ⋮ toggle, which starts the
 * download as the finger lands (issue #39: the panel stayed blank 0.8–2 s after the tap); webpack fetches it once,
 * and a failed download is fetched again when the panel renders (its error boundary shows a failure).
 */
export const loadSidebarRight = () => import(/* webpackChunkName: "sidebar-right" */ './SidebarRight')
