// `@docusaurus/router`: the router hooks, with `useHistory` for v5-style code.
import { useNavigate, useLocation, useParams, matchPath } from 'react-router-dom';

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
