// Public client API of the engine, for the theme and for site code.
export { default as Link, isInternalUrl } from './exports/Link';
export { default as Head } from './exports/Head';
export { default as useDocusaurusContext } from './exports/useDocusaurusContext';
export { default as useSiteConfig } from './exports/useSiteConfig';
export { default as useBaseUrl, useBaseUrlUtils } from './exports/useBaseUrl';
export { default as useIsBrowser } from './exports/useIsBrowser';
export { default as BrowserOnly } from './exports/BrowserOnly';
export {
  default as useGlobalData,
  usePluginData,
  useAllPluginInstancesData,
} from './exports/useGlobalData';
export { default as useRouteContext } from './exports/useRouteContext';
export {
  lazyComponent,
  preloadableComponent,
  LOADING_DELAY_MS,
  type PreloadableComponent,
} from './exports/Lazy';
export { default as HydrationSlice } from './exports/HydrationSlice';
export { default as useEarlyClick, EARLY_CLICK_ATTRIBUTE } from './exports/earlyClick';
export { default as ErrorBoundary, errorMessages, type ErrorFallbackProps } from './ErrorBoundary';
export { PROGRESS_DELAY_MS } from './progress';
export { prefetchRoute, preloadRoute } from './routing/loader';
export type { RouteUpdateArgs } from './clientModules';
