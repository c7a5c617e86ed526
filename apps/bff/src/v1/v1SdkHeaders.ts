/**
 * Request headers the service's own v1 widget (`@tokenflight/swap`) sends on its calls:
 * `X-TF-SDK-Version` (its version) rides on every request of its API client. Outside the
 * CORS-safelisted set, so a browser asks leave for it in the preflight and, refused, never sends
 * the call: the widget pointed at `<bff>/api` then fails before its first request. Allowing the
 * header changes no rule: the origin must still be an allowed one, state-changing routes still
 * take JSON only, and the header is not forwarded upstream (forwardV1 sends its own headers).
 */
export const v1SdkRequestHeaders = ['x-tf-sdk-version'] as const
