// Moved to @ferry/test-utils; kept so that older imports of this path still resolve.
export { startPostgres } from '@ferry/test-utils'
