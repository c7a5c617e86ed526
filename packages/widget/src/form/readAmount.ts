import { parseAmount, type TokenEntry } from '@ferry/order-api'
import { shortMessageOf } from '../errors/shortMessageOf.js'

export type ReadAmountParameters = {
  /** The field's text as typed. */
  text: string
  /** The token the field names; nothing is read without one. */
  token: Pick<TokenEntry, 'decimals'> | undefined
  /** The locale's decimal separator, accepted beside `.`. */
  decimalSeparator: string
}

export type ReadAmountReturnType = {
  /** In the token's base units; undefined for an empty field or one that cannot be read. */
  amount: bigint | undefined
  /** Why the text is not an amount of the token. */
  error: string | undefined
}

/** Reads an amount field: "" is no amount; the locale's decimal separator is accepted. */
export function readAmount({
  text,
  token,
  decimalSeparator,
}: ReadAmountParameters): ReadAmountReturnType {
  if (!token || text.trim() === '') return { amount: undefined, error: undefined }
  const normalized = decimalSeparator === '.' ? text : text.replace(decimalSeparator, '.')
  try {
    return {
      amount: parseAmount({ text: normalized.trim(), decimals: token.decimals }),
      error: undefined,
    }
  } catch (error) {
    return { amount: undefined, error: shortMessageOf(error) }
  }
}
