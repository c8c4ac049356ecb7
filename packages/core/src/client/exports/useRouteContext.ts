import { useContext } from 'react';
import { RouteContext, type RouteContextValue } from '../context';

export default function useRouteContext(): RouteContextValue {
  const ctx = useContext(RouteContext);
  if (!ctx) throw new Error('useRouteContext() must be used inside a page.');
  return ctx;
}
