import { createElement } from 'react';
import { useLocation } from 'react-router-dom';
import { useHistory } from './exports/router';
import Error from '@theme/Error';
import ErrorBoundary, { ErrorResetContext } from './ErrorBoundary';
import { RouteContext } from './context';
import type { LoadedRoute } from './routing/types';

/**
 * Renders a loaded route's component with its modules as props, inside the crash boundary. Like
 * Docusaurus (react-router 5's route props), the component also gets `location`, `history`,
 * `match` and `route`: pages written as class components read them from `this.props`.
 */
export default function RouteContent({ route }: { route: LoadedRoute }) {
  const location = useLocation();
  const history = useHistory();
  const match = { path: route.path, url: location.pathname, isExact: true, params: {} };
  return (
    <RouteContext.Provider value={{ id: route.id, path: route.path, sidebar: route.sidebar }}>
      <ErrorResetContext.Provider value={route}>
        <ErrorBoundary key={route.id} resetKey={route} fallback={(props) => <Error {...props} />}>
          {createElement(route.Component, {
            ...route.modules,
            ...route.props,
            route: { path: route.path, sidebar: route.sidebar, exact: true },
            location,
            history,
            match,
          })}
        </ErrorBoundary>
      </ErrorResetContext.Provider>
    </RouteContext.Provider>
  );
}
