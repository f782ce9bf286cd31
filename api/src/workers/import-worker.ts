// The entry of an import worker thread: reads and checks one uploaded file (prepare-import.ts) off
// the main thread, so that the shop's other requests keep their answers while it works, and
// posts its progress and rows back. One thread per upload; it ends when the file is done.
import { parentPort, workerData } from 'node:worker_threads';
import { type PrepareMessage, type PrepareStart, prepareImport } from './prepare-import';

const port = parentPort;
if (port) {
  try {
    prepareImport(workerData as PrepareStart, (message: PrepareMessage) => port.postMessage(message));
  } catch (error) {
    // A file no reader expected (a stack too deep for the parser, say): refused, said plainly.
    const reason = error instanceof RangeError ? 'it is nested or repeated beyond what the server reads' : 'the server could not read it';
    port.postMessage({ type: 'refused', problems: [`the file: ${reason}`] } satisfies PrepareMessage);
  }
}
