/** Spec §9: throttle 200 ms, duration 5000 ms, 2 px high (the height is in the CSS). */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, finishMs: 300 } as const;
