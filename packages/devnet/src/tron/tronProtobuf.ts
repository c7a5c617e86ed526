import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'

// The few protobuf messages of a TRON transaction (core/Tron.proto, core/contract/*.proto),
// encoded by hand: only what a TRX transfer and a TRC-20 call carry. Field numbers are the
// protocol's; fields are written in ascending order, as protobuf encoders do.

function varint(value: bigint): number[] {
  if (value < 0n) throw new Error('negative varint')
  const out: number[] = []
  let rest = value
  do {
    const byte = Number(rest & 0x7fn)
    rest >>= 7n
    out.push(rest > 0n ? byte | 0x80 : byte)
  } while (rest > 0n)
  return out
}

const tag = (field: number, wireType: 0 | 2) => varint(BigInt((field << 3) | wireType))
const int = (field: number, value: bigint) =>
  value === 0n ? [] : [...tag(field, 0), ...varint(value)]
const bytes = (field: number, value: Uint8Array | number[]) =>
  value.length === 0 ? [] : [...tag(field, 2), ...varint(BigInt(value.length)), ...value]
const text = (field: number, value: string) => bytes(field, [...new TextEncoder().encode(value)])

/** `protocol.TransferContract`: TRX from owner to receiver, in sun. */
export function encodeTransferContract(parameters: { owner: string; to: string; amount: bigint }) {
  return [
    ...bytes(1, hexToBytes(parameters.owner)),
    ...bytes(2, hexToBytes(parameters.to)),
    ...int(3, parameters.amount),
  ]
}

/** `protocol.TriggerSmartContract`: a contract call with its ABI-encoded data. */
export function encodeTriggerSmartContract(parameters: {
  owner: string
  contract: string
  callValue: bigint
  data: string
}) {
  return [
    ...bytes(1, hexToBytes(parameters.owner)),
    ...bytes(2, hexToBytes(parameters.contract)),
    ...int(3, parameters.callValue),
    ...bytes(4, hexToBytes(parameters.data)),
  ]
}

export type RawTransactionFields = {
  refBlockBytes: string
  refBlockHash: string
  expiration: bigint
  timestamp: bigint
  feeLimit: bigint
  /** `Transaction.Contract.ContractType`: 1 TransferContract, 31 TriggerSmartContract. */
  contractType: 1 | 31
  typeUrl: string
  parameter: number[]
}

/** `protocol.Transaction.raw` as hex: what the txID (its sha256) and the signature cover. */
export function encodeRawTransaction(fields: RawTransactionFields): string {
  const any = [...text(1, fields.typeUrl), ...bytes(2, fields.parameter)]
  const contract = [...int(1, BigInt(fields.contractType)), ...bytes(2, any)]
  return bytesToHex(
    new Uint8Array([
      ...bytes(1, hexToBytes(fields.refBlockBytes)),
      ...bytes(4, hexToBytes(fields.refBlockHash)),
      ...int(8, fields.expiration),
      ...bytes(11, contract),
      ...int(14, fields.timestamp),
      ...int(18, fields.feeLimit),
    ]),
  )
}
