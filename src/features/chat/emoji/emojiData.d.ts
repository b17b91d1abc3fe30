/**
 * A file of emoji-picker-element-data imported with `?url`: webpack emits it as a hashed file of the build
 * (webpack.config.ts) and the import is its URL on the site, e.g. '/assets/emoji-data.1a2b3c4d.json'.
 */
declare module 'emoji-picker-element-data/*?url' {
  const url: string
  export default url
}
