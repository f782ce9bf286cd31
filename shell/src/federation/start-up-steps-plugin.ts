import type { ModuleFederationRuntimePlugin } from '@shop/tooling/federation-runtime';
import { nextTask } from '../start-up/next-task';

/**
 * Runtime plugin of the shell: a remote's start-up (its entry script and container), the requests
 * for an exposed module's chunks, and the module's evaluation each run in a task of their own. In
 * one, as the tail of the entry script's load event, they made one of the longest tasks of a page
 * load on a phone. Each shared module the shell consumes is looked up and its chunks asked for in a
 * task of its own too: together, in the microtasks of the shell's first start-up step, they were
 * one task of 65-105 ms at 4x CPU on the front page (mostly inserting the chunks' script elements).
 */
export default function startUpStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-start-up-steps',
    // The runtime awaits what an async hook returns (its AsyncHook), though the hook's type says void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- awaited by the runtime, see above
    beforeGetExpose: () => nextTask(),
    // A waterfall hook: the arguments go on to the next plugin unchanged.
    beforeLoadShare: async (args) => {
      await nextTask();
      return args;
    },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- awaited by the runtime, see above
    beforeExecuteFactory: () => nextTask(),
  };
}
