import '@portal/contracts/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@portal/contracts/auth';
import type { Resolver } from 'react-hook-form';

/** The login form's validation, the shared schema the server applies; loaded after first paint. */
export const loginResolver = zodResolver(loginRequestSchema) as Resolver<LoginRequest, unknown, LoginRequest>;
