import { cors } from 'hono/cors'

/**
 * CORS of the v1 API: any origin, the methods v1 uses, the headers its real clients send (the
 * SDK version, the integrator id), and `x-request-id` readable by the page.
 */
export const v1Cors = () =>
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'X-TF-SDK-Version', 'X-Integrator-Id', 'X-Request-Id'],
    exposeHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  })
