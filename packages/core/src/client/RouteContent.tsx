import { createElement } from 'react';
import Error from '@theme/Error';
import ErrorBoundary, { ErrorResetContext } from './ErrorBoundary';
import { RouteContext } from './context';
import type { LoadedRoute } from './routing/types';

/** Renders a loaded route's component with its modules as props, inside the crash boundary. */
export default function RouteContent({ route }: { route: LoadedRoute }) {
  return (
    <RouteContext.Provider value={{ id: route.id, path: route.path, sidebar: route.sidebar }}>
      <ErrorResetContext.Provider value={route}>
        <ErrorBoundary key={route.id} resetKey={route} fallback={(props) => <Error {...props} />}>
          {createElement(route.Component, {
            ...route.modules,
            ...route.props,
            route: { path: route.path, sidebar: route.sidebar },
          })}
        </ErrorBoundary>
      </ErrorResetContext.Provider>
    </RouteContext.Provider>
  );
}
