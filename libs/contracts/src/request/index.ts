export * from './plain-request.js';
export * from './same-origin-path.js';
