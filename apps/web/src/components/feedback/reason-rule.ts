/** A catalogue key for what is wrong with the text, or nothing when it may be sent. */
export type ReasonRule = (text: string) => string | undefined | Promise<string | undefined>;

/** The usual rule: some text once trimmed, and no more than `max` characters. */
export const reasonRequired =
  (requiredKey: string, max: number): ReasonRule =>
  (text) => {
    const trimmed = text.trim();
    if (!trimmed) return requiredKey;
    return trimmed.length > max ? 'validation.tooLong' : undefined;
  };
