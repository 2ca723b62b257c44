import type { Actor } from './request-context.js';

/**
 * Finds the actor of a request; null answers 401. Both mains use the session resolver (auth/).
 */
export abstract class ActorResolver {
  abstract resolve(req: unknown): Promise<Actor | null>;
}

/**
 * Every request acts as one fixed actor (the demo administrator unless a test sets another person between
 * requests): for the API tests of commands and queries, never in a main.
 */
export class DemoAdministratorResolver extends ActorResolver {
  constructor(public actor: Actor) {
    super();
  }

  async resolve(): Promise<Actor> {
    return this.actor;
  }
}
