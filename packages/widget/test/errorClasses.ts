import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { BaseError } from '@ferry/order-api'

export type ErrorClass = (abstract new (
  ...args: never[]
) => BaseError) & {
  isInstance(value: unknown): boolean
}

const srcDir = join(import.meta.dirname, '../src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * Every error class the widget's source exports (`export class X extends BaseError`), found by
 * reading the files, so a new class is enumerated without being listed anywhere.
 */
export async function widgetErrorClasses(): Promise<Map<string, ErrorClass>> {
  const classes = new Map<string, ErrorClass>()
  for (const file of sourceFiles(srcDir)) {
    const names = [
      ...readFileSync(file, 'utf8').matchAll(/^export class (\w+) extends \w*Error\b/gm),
    ].map((match) => match[1]!)
    if (names.length === 0) continue
    const module = (await import(`../src/${relative(srcDir, file)}`)) as Record<string, unknown>
    for (const name of names) {
      const value = module[name]
      if (typeof value === 'function' && value.prototype instanceof BaseError)
        classes.set(name, value as unknown as ErrorClass)
    }
  }
  return classes
}
