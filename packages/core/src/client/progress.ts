// The top progress bar shown while the next route loads. It only appears if loading takes
// longer than PROGRESS_DELAY_MS, so fast navigations show nothing.
import nprogress from 'nprogress';

export const PROGRESS_DELAY_MS = 200;

nprogress.configure({ showSpinner: false });

export function startProgressAfterDelay(): () => void {
  const timer = setTimeout(() => nprogress.start(), PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    nprogress.done();
  };
}
