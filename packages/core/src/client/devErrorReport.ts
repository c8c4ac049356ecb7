// Dev server only: a component that throws while rendering is caught by an error boundary in
// the browser, where the terminal cannot see it. This sends it to the dev server, which prints it
// with the page's file and shows it in the overlay (see node/dev/clientErrorEndpoint.ts).
import siteConfig from '@generated/site-config.json';
import { DEV_CLIENT_ERROR_PATH } from '../shared/protocol';

declare const __TESSERA_DEV__: boolean;

/** `message`: the error's message with its causes (see errorMessages). */
export function reportRenderError(
  error: unknown,
  message: string,
  componentStack?: string | null,
): void {
  if (typeof __TESSERA_DEV__ === 'undefined' || !__TESSERA_DEV__ || typeof window === 'undefined')
    return;
  const body = JSON.stringify({
    path: window.location.pathname,
    message,
    stack: error instanceof Error ? error.stack : undefined,
    componentStack: componentStack ?? undefined,
  });
  fetch(siteConfig.baseUrl + DEV_CLIENT_ERROR_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}
