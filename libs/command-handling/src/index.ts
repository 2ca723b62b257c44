export * from './aggregate.js';
export { foldEvents } from './fold-events.js';
export * from './load-stream.js';
export * from './stream-decision.js';
export * from './handle-command.js';
export { decideInSequence } from './decide-in-sequence.js';
export { createStream, type StreamCreation } from './create-stream.js';
