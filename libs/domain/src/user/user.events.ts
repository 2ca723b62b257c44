import type { ActorRole } from './roles.js';

export type UserRegistered = {
  type: 'UserRegistered';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    jobTitle: string | null;
    organizationId: string;
    role: ActorRole;
  };
};

export type UserEvent = UserRegistered;

export const userStreamId = (userId: string): string => `user-${userId}`;
