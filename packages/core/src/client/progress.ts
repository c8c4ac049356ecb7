// The top progress bar shown while the next route loads. It only appears if loading takes
// longer than PROGRESS_DELAY_MS, so fast navigations show nothing. nprogress is not part of the
// first load: it is fetched when the browser is idle, or when a navigation first needs it.
export const PROGRESS_DELAY_MS = 200;

type NProgress = typeof import('nprogress');
let loading: Promise<NProgress> | undefined;

function loadNProgress(): Promise<NProgress> {
  loading ??= import('nprogress').then((m) => {
    const nprogress = ((m as { default?: NProgress }).default ?? m) as NProgress;
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return loading;
}

if (typeof window !== 'undefined') {
  const idle =
    (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 1000));
  window.addEventListener('load', () => idle(() => void loadNProgress()));
}

export function startProgressAfterDelay(): () => void {
  let finished = false;
  const timer = setTimeout(() => {
    void loadNProgress().then((nprogress) => {
      if (!finished) nprogress.start();
    });
  }, PROGRESS_DELAY_MS);
  return () => {
    finished = true;
    clearTimeout(timer);
    if (loading) void loading.then((nprogress) => nprogress.done());
  };
}
