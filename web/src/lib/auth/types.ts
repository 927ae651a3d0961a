import type { RequestBody, Schemas } from '@/lib/api/types';

export type User = Schemas['User'];
export type Role = User['role'];
export type SignupInput = Schemas['SignupRequest'];
export type LoginInput = RequestBody<'/api/auth/login', 'post'>;
