import { SwapWidget, type SwapWidgetProps } from '@ferry/widget'
import { loadMessages } from '@ferry/widget/internal'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { HostedPage } from './HostedPage.js'
import { pageLanguage } from './pageLanguage.js'
import { presetsFromUrl } from './presetsFromUrl.js'

// The BFF serves each page's `<html lang dir>` by the same rule as its render.
export { pageLanguage } from './pageLanguage.js'

export type RenderPageParameters = {
  /** `app` is `/`, `embed` is `/embed`. */
  page: 'app' | 'embed'
  /** The request's URL: its origin is the BFF's, its query the page's presets and appearance. */
  url: string
  /** What the BFF inlines as `#ferry-bootstrap` (`{ config, params }`), read as the client reads it. */
  bootstrap: unknown
}

/**
 * The markup of a page's `#root`, rendered from the tree its client entry hydrates (main.tsx,
 * embed.tsx) with the same props: the whole swap form, in the locale and theme the URL asks
 * for. Query values go through the same validators as in the browser; React escapes the rest.
 */
export async function renderPage(parameters: RenderPageParameters): Promise<string> {
  const url = new URL(parameters.url)
  const initialData =
    typeof parameters.bootstrap === 'object' && parameters.bootstrap !== null
      ? (parameters.bootstrap as SwapWidgetProps['initialData'])
      : undefined
  if (parameters.page === 'embed') {
    // The host's theme and locale arrive by message after load: the frame renders the default
    // look, as embed.tsx hydrates it, with the presets the loader put in the URL.
    return renderToString(
      <StrictMode>
        <SwapWidget
          key={0}
          bffUrl={url.origin}
          {...(initialData ? { initialData } : {})}
          defaults={presetsFromUrl(url.searchParams)}
        />
      </StrictMode>,
    )
  }
  // The client awaits the same catalog before hydrating (main.tsx).
  await loadMessages(pageLanguage({ page: 'app', url: parameters.url }).lang)
  return renderToString(
    <StrictMode>
      <HostedPage bffUrl={url.origin} search={url.searchParams} initialData={initialData} />
    </StrictMode>,
  )
}
