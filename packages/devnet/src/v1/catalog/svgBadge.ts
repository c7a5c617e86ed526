const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** A round 64×64 SVG badge with up to four characters of text: the devnet's icons and logos. */
export function svgBadge(parameters: { label: string; background: string; title: string }): string {
  const label = parameters.label.slice(0, 4).replace(/[&<>"']/g, (char) => xmlEscapes[char]!)
  const title = parameters.title.replace(/[&<>"']/g, (char) => xmlEscapes[char]!)
  const fontSize = label.length <= 2 ? 26 : label.length === 3 ? 20 : 16
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">',
    `<title>${title}</title>`,
    `<circle cx="32" cy="32" r="32" fill="${parameters.background}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${label}</text>`,
    '</svg>',
  ].join('')
}
