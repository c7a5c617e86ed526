import { useEffect, useState } from 'react'

export type UseParamsPropProblemParameters = {
  /** The host's `initialData.params`, once its shape passed `widgetPropProblems`. */
  params: unknown
  /** An amount is already set (preset or controlled): a quote is asked at once, so check now. */
  hasAmount: boolean
}

/**
 * The problem with `initialData.params` once its full check has run (`paramsPropProblem`), or
 * undefined. The check brings zod, which the form does not need to render or connect a wallet:
 * it runs when the form is first used (an amount set, or any typing: `onInput` goes on the
 * widget's root), the moment the quote's client loads zod anyway, before any quote is built on
 * the params.
 */
export function useParamsPropProblem({ params, hasAmount }: UseParamsPropProblemParameters) {
  const [problem, setProblem] = useState<{ params: unknown; text: string | undefined }>()
  const [typed, setTyped] = useState(false)
  const due = params !== undefined && (typed || hasAmount)
  useEffect(() => {
    if (!due) return
    let current = true
    void import('./paramsPropProblem.js').then(({ paramsPropProblem }) => {
      if (current) setProblem({ params, text: paramsPropProblem(params) })
    })
    return () => {
      current = false
    }
  }, [due, params])
  return {
    problem: problem && problem.params === params ? problem.text : undefined,
    // A React handler, batched with the field's own onChange (a native listener that set state
    // would re-render the controlled field before its change is read, losing the keystroke).
    onInput: typed ? undefined : () => setTyped(true),
  }
}
