// The static page's own scripts start loading once the browser has painted the page, not while it
// parses it. Fetched beside the HTML and CSS (the preload scanner finds `<script defer>` at
// once), they share a slow link with what the first paint needs; on a fast one they arrive
// before the paint, so a lab run (Lighthouse) counts their download and evaluation into the
// largest contentful paint. The page reads and scrolls as served HTML until they run; hydration
// comes one request later than with `defer`.
import { jsonForScript } from '../shared/scriptText';

/** The JSON list of the page's scripts (read by the loader; the benchmark counts it too). */
export const SCRIPT_LIST_ID = '__tessera-scripts';

/**
 * A function the page may define (the base-URL banner): called when a script fails to load or
 * the app has not started once the last one has run.
 */
export const SCRIPTS_FAILED_HOOK = '__TESSERA_SCRIPTS_FAILED__';

/** How long the loader waits for a first contentful paint that may never come (a blank page). */
const PAINT_TIMEOUT_MS = 3000;

// In order (async=false), like deferred scripts. The app sets window.__TESSERA_STARTED__ as it
// starts: still unset once the last script has run, it did not start. A hidden tab (or a browser
// without paint timing) paints nothing to wait for.
const LOADER = `(function(){
var list=JSON.parse(document.getElementById(${JSON.stringify(SCRIPT_LIST_ID)}).textContent),started=false;
function failed(){var hook=window.${SCRIPTS_FAILED_HOOK};if(hook)hook()}
function load(){if(started)return;started=true;list.forEach(function(src,i){var s=document.createElement('script');s.src=src;s.async=false;s.onerror=failed;if(i===list.length-1)s.onload=function(){setTimeout(function(){if(!window.__TESSERA_STARTED__)failed()},0)};document.head.appendChild(s)})}
var P=window.PerformanceObserver;
if(document.visibilityState==='hidden'||!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return load();
new P(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true});
setTimeout(load,${PAINT_TIMEOUT_MS})})()`.replace(/\n/g, '');

/** The tags that load `scripts` (URLs, in order) after the page's first contentful paint. */
export function scriptsAfterPaint(scripts: string[]): string {
  if (scripts.length === 0) return '';
  return `<script type="application/json" id="${SCRIPT_LIST_ID}">${jsonForScript(scripts)}</script><script>${LOADER}</script>`;
}
