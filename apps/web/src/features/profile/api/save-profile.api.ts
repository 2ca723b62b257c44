import { put } from './put';

export const saveProfile = (body: unknown) => put('/api/users/me/profile', body);
