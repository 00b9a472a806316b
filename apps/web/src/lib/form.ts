// Messages of rules without their own are catalogue keys (the package index would do it too,
// but side-effect-free re-exports can drop it from a chunk).
import '@portal/contracts/zod-config';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by one of the shared zod schemas, the same the server applies. Errors show
 * once a field is left and then follow every keystroke.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}
