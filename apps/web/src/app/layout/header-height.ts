/** The signed-in header's height in px: the toasts start below it, so they never cover it. */
export const HEADER_HEIGHT = 60;
