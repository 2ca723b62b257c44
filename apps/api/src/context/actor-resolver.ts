import type { Actor } from './request-context.js';

/**
 * Finds the actor of a request. Until OpenID sign-in lands every request acts as the seeded demo administrator;
 * sign-in will provide another resolver that reads the session, through this same port.
 */
export abstract class ActorResolver {
  abstract resolve(req: unknown): Promise<Actor | null>;
}

export class DemoAdministratorResolver extends ActorResolver {
  constructor(private readonly actor: Actor) {
    super();
  }

  async resolve(): Promise<Actor> {
    return this.actor;
  }
}
