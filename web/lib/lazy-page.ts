import { type ComponentType, createElement } from 'react';

/** A page whose code loads on demand, like React's `lazy`, and can be asked for ahead of its render. */
export type LazyPage<P> = ComponentType<P> & {
  /** Loads the page's code (true once it has come); then the page renders at once instead of suspending. */
  preload: () => Promise<boolean>;
};

/**
 * React's `lazy` with a `preload`: `lazy` suspends on its first render even when the code has
 * already come, so a first screen whose code and data were awaited (web/first-screen-ready.ts) would
 * still draw the spinner first. A load that fails is thrown to the error boundary, as `lazy`'s is.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let page: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<boolean> | undefined;
  const preload = () => {
    loading ??= load().then(
      (loaded) => {
        page = loaded;
        return true;
      },
      (error: unknown) => {
        failure = { error };
        return false;
      },
    );
    return loading;
  };
  function Page(props: P) {
    if (page) return createElement(page, props);
    if (failure) throw failure.error;
    throw preload();
  }
  return Object.assign(Page, { preload });
}
