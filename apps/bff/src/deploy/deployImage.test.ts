import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

// Docker cannot run here: the image's files are checked as text (the bundle they wrap is started
// and used by deployBundle.test.ts).
const read = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8')
const dockerfile = read('deploy/Dockerfile')
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => /^[A-Z]+ /.test(line))

test('the Dockerfile is a thin wrapper over deploy/build.sh', () => {
  expect(instructions.filter((line) => line.startsWith('RUN bash'))).toEqual([
    'RUN bash scripts/pnpm.sh install --frozen-lockfile && bash deploy/build.sh /bundle',
  ])
  expect(instructions.at(-1)).toBe('CMD ["node", "main.js"]')
})

test('the image runs as an unprivileged user, after the last step that needs root', () => {
  const users = instructions.filter((line) => line.startsWith('USER '))
  expect(users).toEqual(['USER node'])
  const runs = instructions.filter((line) => line.startsWith('RUN '))
  const lastRun = instructions.lastIndexOf(runs.at(-1)!)
  expect(instructions.indexOf('USER node')).toBeGreaterThan(lastRun)
})

test('the image checks its own liveness on the API port', () => {
  const check = instructions.find((line) => line.startsWith('HEALTHCHECK '))
  expect(check).toMatch(/CMD \["node", "-e", ".*\/api\/healthz/)
  expect(check).toContain('process.env.PORT')
})

test('.dockerignore keeps dependencies, local state, secrets and built output out of the context', () => {
  const ignored = read('.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
  expect(ignored).toEqual(
    expect.arrayContaining([
      '**/node_modules',
      '**/.data',
      '.env',
      '**/.env',
      'deploy/out',
      '.git',
    ]),
  )
  expect(ignored).toContain('!deploy/.env.example')
})

test('the nginx configuration never forwards /metrics', () => {
  expect(read('deploy/nginx.conf')).toMatch(/location \^~ \/metrics \{\s+return 404;\s+\}/)
})
