// The entry of the import worker thread: reads and checks uploaded files (prepare-import.ts) off
// the main thread, so that the shop's other requests keep their answers while it works, and
// posts each file's progress and rows back. One file at a time, as they come.
import { parentPort } from 'node:worker_threads';
import { type PrepareMessage, type PrepareStart, prepareImport, refused } from './prepare-import';

const port = parentPort;
port?.on('message', ({ job, start }: { job: number; start: PrepareStart }) => {
  const send = (message: PrepareMessage) => port.postMessage({ job, message });
  try {
    prepareImport(start, send);
  } catch (error) {
    // A file no reader expected (a stack too deep for the parser, say): refused, said plainly.
    const reason = error instanceof RangeError ? 'it is nested or repeated beyond what the server reads' : 'the server could not read it';
    send(refused([`the file: ${reason}`]));
  }
});
