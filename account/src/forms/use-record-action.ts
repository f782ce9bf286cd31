import { useState } from 'react';

/**
 * An action on one of the organisation's records (save, delete): runs it, and when it is refused
 * keeps the plain sentence `describe` gives for the failure to show beside the record. Answers
 * whether the action went through.
 */
export function useRecordAction(describe: (error: unknown) => string) {
  const [problem, setProblem] = useState<string | null>(null);
  async function act(action: () => Promise<void>): Promise<boolean> {
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(describe(error));
      return false;
    }
  }
  return { problem, setProblem, act };
}
