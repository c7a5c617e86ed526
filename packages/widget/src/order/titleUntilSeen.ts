/** The page's own title while ours is shown; undefined when ours is not. */
let ownTitle: string | undefined

function restore() {
  if (document.visibilityState === 'hidden' || ownTitle === undefined) return
  document.title = ownTitle
  ownTitle = undefined
  document.removeEventListener('visibilitychange', restore)
  window.removeEventListener('focus', restore)
}

/**
 * Puts `news` before the page's title ("Swap delivered · Example") until the page is seen again
 * (shown or focused), then gives the page its own title back. A second piece of news replaces
 * the first; the page's own title is kept once.
 */
export function titleUntilSeen(news: string): void {
  if (ownTitle === undefined) {
    ownTitle = document.title
    document.addEventListener('visibilitychange', restore)
    window.addEventListener('focus', restore)
  }
  document.title = ownTitle ? `${news} · ${ownTitle}` : news
}
