/**
 * Resolves in a later task of the browser's event loop, so work after it is a task of its
 * own instead of lengthening the current one (a long task blocks taps on a phone; Lighthouse
 * counts every task over 50 ms in Total Blocking Time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
