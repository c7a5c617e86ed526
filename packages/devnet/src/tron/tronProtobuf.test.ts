import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { expect, test } from 'vitest'
import { encodeRawTransaction, encodeTransferContract } from './tronProtobuf.js'

// Vectors: TRX transfers as TRON nodes returned them (raw_data_hex and txID from TronGrid answers).

test('a TRX transfer encodes byte for byte as a TRON node encoded it', () => {
  const raw = encodeRawTransaction({
    refBlockBytes: 'dbeb',
    refBlockHash: '6e77e1e812ed1924',
    expiration: 1675052019000n,
    timestamp: 1675051959482n,
    feeLimit: 0n,
    contractType: 1,
    typeUrl: 'type.googleapis.com/protocol.TransferContract',
    parameter: encodeTransferContract({
      owner: '415624c12e308b03a1a6b21d9b86e3942fac1ab92b',
      to: '412b0701c2039d5eb55b927e0443f112b07762dbfa',
      amount: 1000n,
    }),
  })
  expect(raw).toBe(
    '0a02dbeb22086e77e1e812ed192440b8da8587e0305a66080112620a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412310a15415624c12e308b03a1a6b21d9b86e3942fac1ab92b1215412b0701c2039d5eb55b927e0443f112b07762dbfa18e80770ba898287e030',
  )
})

test('a txID is the sha256 of the raw data, as on TRON', () => {
  const raw =
    '0a02a7de22083d68428f2efe0d174080fea8939d325a66080112620a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412310a15418f37e557cf9c8a42f2942db308eb11b5b8254d27121541a346f2bd7d43a5d90b7c57a18196be96b2840e6118960670b9b0a5939d32'
  expect(bytesToHex(sha256(hexToBytes(raw)))).toBe(
    '31b41d66da3546531e87299e20e8a66d62e90c6c41f1eba7243eacbcf0e9cd73',
  )
})
