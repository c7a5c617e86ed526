import type { BuildDesk } from '../build/createBuildDesk.js'
import type { Services } from '../services/createServices.js'
import type { Sessions } from '../session/createSessions.js'
import type { V1Context } from '../v1/createV1Context.js'

/** What the routes' handlers are made from, once per app (createApp.ts). */
export type RouteNeeds = {
  services: Services
  builds: BuildDesk
  sessions: Sessions
  v1: V1Context
  /** The OpenAPI document of these routes (`GET /api/openapi.json`). */
  openApiDocument: object
}
