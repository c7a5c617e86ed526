import '@ferry/widget/styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { appearanceFromUrl } from './appearanceFromUrl.js'
import { followDocumentLanguage } from './followDocumentLanguage.js'
import { HostedPage } from './HostedPage.js'
import { readBootstrap } from './pageConfig.js'
import './styles/hostedPage.css'

const search = new URLSearchParams(location.search)
const page = (
  <StrictMode>
    <HostedPage bffUrl={location.origin} search={search} initialData={readBootstrap()} />
  </StrictMode>
)
const root = document.getElementById('root')!
// The BFF rendered the form (entry-server.tsx): hydrate it with the catalog the server rendered
// it in (followDocumentLanguage loads it), so the first client render is the same text. Without
// it, render from scratch.
if (root.firstElementChild && root.dataset.origin === location.origin)
  void followDocumentLanguage(appearanceFromUrl(search).locale).then(() => hydrateRoot(root, page))
else createRoot(root).render(page)
