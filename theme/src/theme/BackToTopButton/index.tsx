// A round button in the bottom corner, shown once the reader has scrolled down a screen or so:
// a click scrolls back to the top.
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import IconArrow from '@theme/Icon/Arrow';
import { translate } from '@docusaurus/Translate';
import './styles.css';

/** Scrolled further than this (px), the button shows. */
const THRESHOLD = 300;

export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const label = translate({
    id: 'theme.BackToTopButton.buttonAriaLabel',
    message: 'Scroll back to top',
  });
  return (
    <button
      type="button"
      className={clsx('back-to-top', 'theme-back-to-top-button', shown && 'back-to-top--shown')}
      aria-label={label}
      title={label}
      tabIndex={shown ? 0 : -1}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <IconArrow className="back-to-top__icon" />
    </button>
  );
}
