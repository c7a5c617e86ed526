import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { BaseError } from '@ferry/order-api'
import { ConfigUnavailableError, OriginRefusedError } from '../src/ferryConfig.js'
import { SignInError } from '../src/session/signInWithEthereum.js'
import {
  BuildAttemptUnknownError,
  BuildNotCreatedError,
  BuildOutcomeUnresolvedError,
  BuildUnfundableError,
  SwapError,
} from '../src/swap/buildOutcomeErrors.js'
import { TradeRunError } from '../src/trade/TradeRunError.js'
import { PlanMismatchError } from '../src/trade/verify/PlanMismatchError.js'

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
    const module = (await import(/* @vite-ignore */ `../src/${relative(srcDir, file)}`)) as Record<
      string,
      unknown
    >
    for (const name of names) {
      const value = module[name]
      if (typeof value === 'function' && value.prototype instanceof BaseError)
        classes.set(name, value as unknown as ErrorClass)
    }
  }
  return classes
}

/** One instance of each of the widget's error classes; a class missing here fails the tests that enumerate them. */
export const widgetErrorSamples = (): Record<string, BaseError> => ({
  SwapError: new SwapError('The quote expired'),
  BuildOutcomeUnresolvedError: new BuildOutcomeUnresolvedError({ buildAttemptId: 'a-1' }),
  BuildUnfundableError: new BuildUnfundableError({ orderId: '0x01' }),
  BuildNotCreatedError: new BuildNotCreatedError(),
  BuildAttemptUnknownError: new BuildAttemptUnknownError(),
  OriginRefusedError: new OriginRefusedError('https://shop.example', 'not in ALLOWED_ORIGINS'),
  ConfigUnavailableError: new ConfigUnavailableError(503),
  SignInError: new SignInError('The wallet refused'),
  TradeRunError: new TradeRunError({ reason: 'plan_expired', message: 'The plan expired' }),
  PlanMismatchError: new PlanMismatchError({
    field: 'payout',
    step: undefined,
    expected: '0x1111111111111111111111111111111111111111',
    actual: '0x2222222222222222222222222222222222222222',
  }),
})
