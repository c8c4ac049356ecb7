// The navbar's color mode button. Its label says the current mode and what a click switches
// to; it stays disabled until hydration, since before that a click would do nothing.
import clsx from 'clsx';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemMode from '@theme/IconSystemMode';
import useColorMode, { type ColorModeChoice } from '../../hooks/useColorMode';
import useHydrated from '../../hooks/useHydrated';
import './styles.css';
import { translate } from '@docusaurus/Translate';

// Looked up on each call, not once at import: ids must be spelled out for translate().
function modeLabel(mode: ColorModeChoice): string {
  if (mode === 'system')
    return translate({ id: 'theme.colorToggle.ariaLabel.mode.system', message: 'system mode' });
  if (mode === 'dark')
    return translate({ id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode' });
  return translate({ id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode' });
}

export function colorModeToggleTitle(current: ColorModeChoice, next: ColorModeChoice): string {
  return translate(
    {
      id: 'theme.colorToggle.ariaLabel',
      message: 'Switch between dark and light mode (currently {mode}, switches to {nextMode})',
    },
    { mode: modeLabel(current), nextMode: modeLabel(next) },
  );
}

export interface Props {
  className?: string;
  /** Added to the button's class. */
  buttonClassName?: string;
  /**
   * Docusaurus' controlled form: the mode shown, and what a click asks for (the other mode).
   * Without `onChange` the toggle runs itself: light, dark and (when the config respects the
   * system's preference) system, in turn.
   */
  value?: 'light' | 'dark';
  onChange?: (colorMode: 'light' | 'dark') => void;
}

export default function ColorModeToggle({ className, buttonClassName, value, onChange }: Props) {
  const hydrated = useHydrated();
  const { colorMode, choice, nextChoice, cycleColorMode, config } = useColorMode();
  if (config.disableSwitch) return null;
  const controlled = onChange !== undefined;
  // Without "respect system preference" there is no system state: show the resolved mode.
  const current: ColorModeChoice = controlled
    ? (value ?? colorMode)
    : config.respectPrefersColorScheme
      ? choice
      : colorMode;
  const next: ColorModeChoice = controlled ? (current === 'dark' ? 'light' : 'dark') : nextChoice;
  const title = colorModeToggleTitle(current, next);
  return (
    <div className={clsx('color-mode-toggle', className)}>
      <button
        type="button"
        className={clsx('color-mode-toggle__button', buttonClassName)}
        onClick={controlled ? () => onChange(next === 'dark' ? 'dark' : 'light') : cycleColorMode}
        disabled={!hydrated}
        title={title}
        aria-label={title}
        aria-live="polite"
        data-choice={current}
      >
        {current === 'system' ? (
          <IconSystemMode className="color-mode-toggle__icon" />
        ) : current === 'dark' ? (
          <IconDarkMode className="color-mode-toggle__icon" />
        ) : (
          <IconLightMode className="color-mode-toggle__icon" />
        )}
      </button>
    </div>
  );
}
