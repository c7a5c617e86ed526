import type { RouteDocs } from '../../http/routeDeclaration.js'

// The hosted pages and the embed loader are served by pages/mountWebApp.ts from WEB_DIST (their
// rendering, framing and caching live there); here they are declared for the OpenAPI document.

/** Without WEB_DIST the BFF serves no pages: the harness the tests send the examples to. */
const noPages = {
  description: 'This BFF serves no pages (started without WEB_DIST)',
  mediaType: 'text/plain',
}

function page(path: string, operationId: string, summary: string): RouteDocs {
  return {
    method: 'get',
    path,
    operationId,
    summary,
    tags: ['pages'],
    responses: { '200': { description: 'The page', mediaType: 'text/html' }, '404': noPages },
    example: {},
  }
}

export const pageRoutes: RouteDocs[] = [
  page('/', 'getHostedPage', 'The hosted swap page, its form server-rendered'),
  page(
    '/embed',
    'getEmbedPage',
    'The page inside the embed iframe; framed only by ALLOWED_ORIGINS',
  ),
  page('/demo', 'getDemoPage', 'A sample host dApp that embeds the widget'),
  {
    method: 'get',
    path: '/embed/{file}',
    operationId: 'getEmbedScript',
    summary: 'The versioned embed loader, `ferry-embed-<version>.js` (immutable for a year)',
    tags: ['pages'],
    pathParameters: {
      file: {
        description: 'ferry-embed-<version>.js',
        pattern: '^ferry-embed-[0-9A-Za-z.-]+\\.js$',
      },
    },
    responses: {
      '200': { description: 'The loader', mediaType: 'text/javascript' },
      '404': noPages,
    },
    example: { path: { file: 'ferry-embed-0.1.0.js' } },
  },
]
