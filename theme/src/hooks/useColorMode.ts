// Color mode state shared by every consumer (toggle, logos...) without a provider: one small
// store backed by localStorage 'theme' and <html data-theme>, read through useSyncExternalStore
// so the server HTML (default mode) hydrates cleanly and updates right after.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import useThemeConfig from './useThemeConfig';
import type { ColorModeConfig } from '../themeConfig';

export type ColorMode = 'light' | 'dark';
/** What the user picked; 'system' means nothing stored (follow the OS when allowed). */
export type ColorModeChoice = 'system' | ColorMode;

export type { ColorModeConfig } from '../themeConfig';

export const COLOR_MODE_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface Snapshot {
  choice: ColorModeChoice;
  colorMode: ColorMode;
}

const listeners = new Set<() => void>();
let current: Snapshot | null = null;
const serverSnapshots = new Map<ColorMode, Snapshot>();

function readStoredChoice(): ColorModeChoice {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage can throw (privacy mode, sandboxed iframes): behave as if nothing was stored.
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveColorMode(
  choice: ColorModeChoice,
  config: Pick<ColorModeConfig, 'defaultMode' | 'respectPrefersColorScheme'>,
): ColorMode {
  if (choice !== 'system') return choice;
  if (config.respectPrefersColorScheme) return systemPrefersDark() ? 'dark' : 'light';
  return config.defaultMode;
}

/** The choice after `choice`: system -> light -> dark -> system, or light <-> dark. */
export function nextColorModeChoice(
  choice: ColorModeChoice,
  colorMode: ColorMode,
  respectPrefersColorScheme: boolean,
): ColorModeChoice {
  if (!respectPrefersColorScheme) return colorMode === 'dark' ? 'light' : 'dark';
  if (choice === 'system') return 'light';
  if (choice === 'light') return 'dark';
  return 'system';
}

function emit(next: Snapshot): void {
  if (current && current.choice === next.choice && current.colorMode === next.colorMode) return;
  current = next;
  const root = document.documentElement;
  root.setAttribute('data-theme', next.colorMode);
  root.setAttribute('data-theme-choice', next.choice);
  listeners.forEach((listener) => listener());
}

function refresh(config: ColorModeConfig): void {
  const choice = readStoredChoice();
  emit({ choice, colorMode: resolveColorMode(choice, config) });
}

/** Reads the store; exported for tests that need a clean state between cases. */
export function resetColorModeStoreForTests(): void {
  current = null;
}

export interface UseColorModeResult {
  colorMode: ColorMode;
  choice: ColorModeChoice;
  /** What a click on the toggle switches to. */
  nextChoice: ColorModeChoice;
  setColorMode: (choice: ColorModeChoice) => void;
  cycleColorMode: () => void;
  config: ColorModeConfig;
}

export function useColorModeConfig(): ColorModeConfig {
  // Validated with defaults at build time; read defensively (tests render without that step).
  const raw: Partial<ColorModeConfig> = useThemeConfig().colorMode ?? {};
  return {
    defaultMode: raw.defaultMode === 'dark' ? 'dark' : 'light',
    disableSwitch: raw.disableSwitch === true,
    respectPrefersColorScheme: raw.respectPrefersColorScheme === true,
  };
}

export default function useColorMode(): UseColorModeResult {
  const config = useColorModeConfig();
  const { defaultMode, respectPrefersColorScheme } = config;

  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const getSnapshot = useCallback((): Snapshot => {
    if (!current) {
      const choice = readStoredChoice();
      current = {
        choice,
        colorMode: resolveColorMode(choice, { defaultMode, respectPrefersColorScheme }),
      };
    }
    return current;
  }, [defaultMode, respectPrefersColorScheme]);
  const getServerSnapshot = useCallback((): Snapshot => {
    // The server cannot know the visitor's choice: render the configured default.
    let snap = serverSnapshots.get(defaultMode);
    if (!snap) {
      snap = { choice: 'system', colorMode: defaultMode };
      serverSnapshots.set(defaultMode, snap);
    }
    return snap;
  }, [defaultMode]);

  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);

  // Follow the OS setting while on 'system', and other tabs changing the stored choice.
  useEffect(() => {
    const cfg = { defaultMode, respectPrefersColorScheme, disableSwitch: false };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COLOR_MODE_STORAGE_KEY) refresh(cfg);
    };
    window.addEventListener('storage', onStorage);
    let media: MediaQueryList | null = null;
    const onMedia = () => refresh(cfg);
    if (respectPrefersColorScheme && typeof window.matchMedia === 'function') {
      media = window.matchMedia(DARK_QUERY);
      media.addEventListener?.('change', onMedia);
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener?.('change', onMedia);
    };
  }, [defaultMode, respectPrefersColorScheme]);

  const setColorMode = useCallback(
    (choice: ColorModeChoice) => {
      try {
        if (choice === 'system') window.localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
        else window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice);
      } catch {
        // Not persisted, but still applied to this page.
      }
      emit({
        choice,
        colorMode: resolveColorMode(choice, { defaultMode, respectPrefersColorScheme }),
      });
    },
    [defaultMode, respectPrefersColorScheme],
  );

  const nextChoice = nextColorModeChoice(
    snapshot.choice,
    snapshot.colorMode,
    respectPrefersColorScheme,
  );
  const cycleColorMode = useCallback(() => setColorMode(nextChoice), [setColorMode, nextChoice]);

  return {
    colorMode: snapshot.colorMode,
    choice: snapshot.choice,
    nextChoice,
    setColorMode,
    cycleColorMode,
    config,
  };
}
