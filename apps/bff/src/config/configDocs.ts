import { type Setting, settingGroups, settings } from './configSettings.js'

const all: readonly Setting[] = settings

/** `text` as `# ` comment lines of at most `width` characters. */
function commentLines(text: string, width = 100): string[] {
  const lines: string[] = []
  let line = '#'
  for (const word of text.split(/\s+/)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line)
      line = '#'
    }
    line += ` ${word}`
  }
  lines.push(line)
  return lines
}

function requirement(setting: Setting): string {
  if (setting.required) return 'Required.'
  return setting.default === undefined ? '' : `Default: ${setting.default}.`
}

/** `deploy/.env.example`, generated from configSettings.ts. */
export function renderEnvExample(): string {
  const out = [
    ...commentLines(
      'Ferry BFF configuration. The deploy bundle reads a .env file from its working directory when there is one (Node\'s own loader: a variable already set in the environment wins); or set these in your platform. Every variable is checked at start: a missing or malformed one stops the BFF with a message naming it. An empty value means "not set": the default applies. Copy to .env and fill in the required ones.',
    ),
    '# Generated from apps/bff/src/configSettings.ts (pnpm --filter @ferry/bff config:docs): edit there.',
  ]
  for (const [group, title] of Object.entries(settingGroups)) {
    out.push('', `# --- ${title} `.padEnd(100, '-'))
    for (const setting of all.filter((entry) => entry.group === group)) {
      out.push(...commentLines(`${setting.about} ${requirement(setting)}`.trim()))
      out.push(`${setting.name}=${setting.example ?? ''}`)
    }
  }
  return `${out.join('\n')}\n`
}

const cell = (text: string) => text.replaceAll('|', '\\|')

/** The README's settings table, generated from configSettings.ts. */
export function renderSettingsTable(): string {
  const rows = all.map(
    (setting) =>
      `| \`${setting.name}\` | ${setting.required ? 'yes' : 'no'} | ${setting.default === undefined ? '' : `\`${cell(setting.default)}\``} | ${cell(setting.about)} |`,
  )
  return ['| variable | required | default | meaning |', '|---|---|---|---|', ...rows].join('\n')
}

export const settingsTableMarkers = {
  start: '<!-- settings table: generated from src/configSettings.ts (pnpm config:docs) -->',
  end: '<!-- end of settings table -->',
}

/** `readme` with the text between the settings-table markers replaced by the current table. */
export function withSettingsTable(readme: string): string {
  const start = readme.indexOf(settingsTableMarkers.start)
  const end = readme.indexOf(settingsTableMarkers.end)
  if (start < 0 || end < start) throw new Error('the README has no settings table markers')
  return `${readme.slice(0, start + settingsTableMarkers.start.length)}\n\n${renderSettingsTable()}\n\n${readme.slice(end)}`
}
