// The current path including the base URL. The router strips the base URL (basename) from
// useLocation(), while route and version paths in global data keep it.
import { useLocation } from 'react-router-dom';
import useSiteConfig from '@docusaurus/useSiteConfig';

export function joinBase(baseUrl: string, pathname: string): string {
  if (baseUrl === '/') return pathname;
  return baseUrl.replace(/\/$/, '') + (pathname.startsWith('/') ? pathname : '/' + pathname);
}

export default function useFullPathname(): string {
  const { pathname } = useLocation();
  return joinBase(useSiteConfig().baseUrl, pathname);
}
