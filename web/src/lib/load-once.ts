/**
 * A module loaded on demand, once: every caller shares the one download, a page that finds it
 * already in can use it at once (`loaded`), and a failed download (a network blip) is tried again
 * by the next caller.
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | undefined } {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (module = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
