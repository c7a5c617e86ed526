import { useV1Messages } from '../../i18n/useV1Messages.js'
import type { TradeProgress } from '../../trade/TradeProgress.js'
import type { V1RunState } from './useV1PlanRun.js'

export type V1PlanStepsProps = { state: V1RunState; steps: readonly TradeProgress[] }

/** The plan's steps as they happen, the current one last; failures as an alert. */
export function V1PlanSteps({ state, steps }: V1PlanStepsProps) {
  const t = useV1Messages()
  const words = t.v1.steps
  const text = (progress: TradeProgress) => {
    switch (progress.step) {
      case 'switching':
        return words.switching
      case 'approving':
        return words.approving(progress.index, progress.total)
      case 'depositing':
        return words.depositing
      case 'deposit-sent':
        return words.depositSent
      case 'submitting':
        return words.submitting
      case 'order-created':
        return words.orderCreated
      // Steps of a v2 trade or before the plan: the building line stands for them.
      default:
        return words.building
    }
  }
  // `submitting` comes again when only the submit is retried: shown once.
  const shown = steps.filter(
    (progress, index) =>
      progress.step !== 'submitting' ||
      steps.findIndex((other) => other.step === 'submitting') === index,
  )
  return (
    <div className="ferry-v1-plan">
      {state.step === 'building' || shown.length > 0 ? (
        <ol className="ferry-v1-steps" aria-label={t.v1.progress} aria-live="polite">
          {state.step === 'building' ? <li aria-current="step">{words.building}</li> : null}
          {shown.map((progress, index) => (
            <li
              key={progress.step === 'approving' ? `approving-${progress.index}` : progress.step}
              data-step={progress.step}
              aria-current={
                index === shown.length - 1 && state.step === progress.step ? 'step' : undefined
              }
            >
              {text(progress)}
            </li>
          ))}
        </ol>
      ) : null}
      {state.step === 'failed' ? (
        <p className="ferry-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  )
}
