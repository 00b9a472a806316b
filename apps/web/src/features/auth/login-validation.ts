import '@portal/contracts/zod-config';
import { type LoginRequest, loginRequestSchema } from '@portal/contracts/auth';

export type LoginField = keyof LoginRequest;
/** The first rule each field breaks, as a catalogue key. */
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * The login form's validation, the shared schema the server applies; loaded after first paint.
 * Valid input comes back parsed (trimmed), as it is sent.
 */
export function validateLogin(values: LoginRequest): { data?: LoginRequest; errors: LoginErrors } {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as LoginField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
