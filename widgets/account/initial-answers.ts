/** The server's answers for the first screen, each taken once (props.initial). */
export interface InitialAnswers {
  take(key: string): unknown
}

/**
 * Answers handed out once each: the next visit of the same screen calls the server. Apart from
 * use-section.ts, which only the screens load (so a return page carries no screen kit).
 */
export function initialAnswers(answers: Record<string, unknown>): InitialAnswers {
  const left = new Map(Object.entries(answers))
  return {
    take(key) {
      const answer = left.get(key)
      left.delete(key)
      return answer
    },
  }
}
