/** PRODUCT.md §3 success envelope; the error handler builds the failure one. */
export function ok<T>(response: T) {
  return { code: 200, args: { response } };
}

export function message(text: string) {
  return ok({ message: text });
}
