/** The order the card follows instead of the form: a v2 order, or one of the v1 service. */
export type TrackedOrderRef =
  | { orderId: string; decimals: { src: number; dst: number }; interface?: undefined }
  | { orderId: string; interface: 'v1'; decimals?: { src: number; dst: number } | undefined }
