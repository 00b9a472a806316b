import { useMediaQuery } from '@mantine/hooks';

/** A phone-sized screen (below Mantine's `sm`), known at the first render so nothing jumps. */
export function usePhone(): boolean {
  return useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
}
