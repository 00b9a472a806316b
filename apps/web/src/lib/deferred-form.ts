import { useEffect } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import { afterPaint } from './after-first-screen';

/**
 * A form like useZodForm whose resolver (the shared zod schema and zod itself) is a chunk of its
 * own, so a first screen does not wait for it: it starts loading once the form is painted,
 * validation runs as soon as it has arrived, and a submit before then waits for it.
 */
export function useDeferredZodForm<Input extends FieldValues, Output>(
  loadResolver: () => Promise<Resolver<Input, unknown, Output>>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  useEffect(() => {
    // Errors surface on the first validation, through the chunk-failure notice.
    afterPaint(() => void loadResolver().catch(() => undefined));
  }, [loadResolver]);
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...options,
    resolver: async (values, context, resolverOptions) => (await loadResolver())(values, context, resolverOptions),
  });
}
