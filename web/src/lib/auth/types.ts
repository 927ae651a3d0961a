import type { components } from '@/lib/api/schema';

export type User = components['schemas']['User'];
export type Role = User['role'];
export type SignupInput = components['schemas']['SignupRequest'];

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}
