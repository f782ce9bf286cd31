import type { ModuleFederationRuntimePlugin } from '@shop/tooling/federation-runtime';
import { nextTask } from '../start-up/next-task';

/**
 * Runtime plugin of the shell: a remote's start-up (its entry script and container), the requests
 * for an exposed module's chunks, and the module's evaluation each run in a task of their own. In
 * one, as the tail of the entry script's load event, they made one of the longest tasks of a page
 * load on a phone.
 */
export default function startUpStepsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-start-up-steps',
    // The runtime awaits what an async hook returns (its AsyncHook), though the hook's type says void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- awaited by the runtime, see above
    beforeGetExpose: () => nextTask(),
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- awaited by the runtime, see above
    beforeExecuteFactory: () => nextTask(),
  };
}
