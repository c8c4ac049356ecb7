// `@docusaurus/router`: the router hooks, with `useHistory` for v5-style code.
import { useNavigate, useLocation, useParams, matchPath, Navigate } from 'react-router-dom';
import { createElement } from 'react';

export { useLocation, useParams, useNavigate, matchPath };

export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    push: (to: string) => navigate(to),
    replace: (to: string) => navigate(to, { replace: true }),
    goBack: () => navigate(-1),
    location,
  };
}

/** react-router 5's `<Redirect to>` (Docusaurus sites import it from `@docusaurus/router`). */
export function Redirect({ to, push = false }: { to: string; push?: boolean }) {
  return createElement(Navigate, { to, replace: !push });
}
