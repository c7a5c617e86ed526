// The client lives beside the dev routes it drives (the devnet tests it against them): one home.
export {
  type CreateDevControlParameters,
  createDevControl,
  type DevControl,
  type DevScenario,
  type SetScenarioParameters,
} from '@ferry/devnet'
