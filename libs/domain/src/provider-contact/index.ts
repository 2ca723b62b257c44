export * from './provider-contact.events.js';
export * from './provider-contact.limits.js';
export * from './provider-contact.state.js';
export * from './provider-contact.decide.js';
export * from './provider-contact.aggregate.js';
export * from './image-sniff.js';
