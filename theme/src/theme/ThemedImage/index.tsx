// An image with a light and a dark variant. Before hydration both are in the HTML and CSS shows
// the one matching <html data-theme> (set before first paint), so there is no flash; after
// hydration only the current one is rendered.
import clsx from 'clsx';
import type { ImgHTMLAttributes } from 'react';
import useColorMode from '../../hooks/useColorMode';
import useHydrated from '../../hooks/useHydrated';
import './styles.css';

export interface ThemedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  sources: { light: string; dark: string };
}

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps) {
  const hydrated = useHydrated();
  const { colorMode } = useColorMode();
  const modes = hydrated ? [colorMode] : (['light', 'dark'] as const);
  return (
    <>
      {modes.map((mode) => (
        <img
          key={mode}
          src={sources[mode]}
          alt={alt}
          className={clsx('themed-image', !hydrated && `themed-image--${mode}`, className)}
          {...props}
        />
      ))}
    </>
  );
}
