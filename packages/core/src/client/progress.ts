// The top progress bar shown while the next route loads. It only appears if loading takes
// longer than PROGRESS_DELAY_MS, so fast navigations show nothing. It is part of the runtime (no
// chunk to fetch), so it shows on time even when the network is what makes the navigation slow.
// The markup is nprogress' (#nprogress > .bar > .peg), so themes style it as they style
// nprogress; the defaults here are wrapped in :where(), so any theme rule wins over them.
export const PROGRESS_DELAY_MS = 200;

/** Navigations waiting with the bar shown (one bar serves overlapping navigations). */
let waiting = 0;
let bar: HTMLElement | undefined;
let trickle: ReturnType<typeof setInterval> | undefined;

function show(): void {
  if (waiting++ > 0) return;
  bar?.remove();
  const root = (bar = document.createElement('div'));
  root.id = 'nprogress';
  root.setAttribute('role', 'progressbar');
  root.innerHTML =
    '<style>:where(#nprogress .bar){position:fixed;z-index:1031;top:0;left:0;width:100%;' +
    'height:2px;background:#29d;transition:transform .2s}</style>' +
    '<div class="bar"><div class="peg"></div></div>';
  const style = (root.lastElementChild as HTMLElement).style;
  let done = 0.08;
  const move = () => (style.transform = `translateX(${done * 100 - 100}%)`);
  move();
  document.body.appendChild(root);
  // Creeps towards the end without reaching it.
  trickle = setInterval(() => {
    done += (0.95 - done) / 10;
    move();
  }, 300);
}

function hide(): void {
  if (--waiting > 0 || !bar) return;
  clearInterval(trickle);
  const root = bar;
  (root.lastElementChild as HTMLElement).style.transform = 'none';
  // Full for a moment, then gone.
  setTimeout(() => {
    root.remove();
    if (bar === root) bar = undefined;
  }, 200);
}

/** Shows the bar if the navigation is still loading after the delay; call the result when done. */
export function startProgressAfterDelay(): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    show();
  }, PROGRESS_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (shown) hide();
    shown = false;
  };
}
