/**
 * The page flood of bench/pages.ts, in a process of its own so that its load does not delay
 * the healthz timings of the parent: autocannon from one address, 50 connections, every request
 * a different preset (`/?amount=<n>`). Usage: pageFlood.ts <base URL> <seconds>; prints the
 * pages answered per second as JSON.
 */
import { autocannon } from './autocannon.js'

const [base, seconds] = process.argv.slice(2)
if (!base || !seconds) throw new Error('usage: pageFlood.ts <base URL> <seconds>')
let page = 0
const result = await autocannon({
  url: base,
  connections: 50,
  duration: Number(seconds),
  requests: [{ setupRequest: (req: object) => ({ ...req, path: `/?amount=${++page}` }) }],
})
console.log(JSON.stringify({ pagesPerSecond: result.requests.average, non2xx: result.non2xx }))
