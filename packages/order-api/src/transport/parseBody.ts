/** A body as JSON when it parses, else the text itself; `undefined` when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
