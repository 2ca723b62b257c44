import { put } from './put';

export const changePassword = (body: unknown) => put('/api/users/me/password', body);
