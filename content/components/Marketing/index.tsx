// Building blocks shared by the product pages (home, Player, Lambda, AI, about, contact) and the
// collection pages, so they share one rhythm of spacing, headings and buttons.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Icon, { type IconName } from '../Icon';
import './styles.css';

function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export function Container({ children, className, narrow }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return <div className={cx('mk-container', narrow && 'mk-container--narrow', className)}>{children}</div>;
}

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  icon?: IconName;
}

export function ButtonLink({ to, children, variant = 'primary', icon }: ButtonLinkProps) {
  return (
    <Link to={to} className={cx('mk-button', `mk-button--${variant}`)}>
      {children}
      {icon && <Icon name={icon} size={18} />}
    </Link>
  );
}

export function Actions({ children, center }: { children: ReactNode; center?: boolean }) {
  return <div className={cx('mk-actions', center && 'mk-actions--center')}>{children}</div>;
}

export interface HeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
  children?: ReactNode;
  center?: boolean;
  /** Smaller type and padding, for list and detail pages. */
  small?: boolean;
}

export function Hero({ eyebrow, title, lead, actions, aside, children, center, small }: HeroProps) {
  return (
    <header className={cx('mk-hero', center && 'mk-hero--center', aside ? 'mk-hero--split' : null, small && 'mk-hero--small')}>
      <div className="mk-hero__glow" aria-hidden="true" />
      <Container>
        <div className="mk-hero__grid">
          <div className="mk-hero__text">
            {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
            <h1 className="mk-hero__title">{title}</h1>
            {lead && <p className="mk-hero__lead">{lead}</p>}
            {actions}
            {children}
          </div>
          {aside && <div className="mk-hero__aside">{aside}</div>}
        </div>
      </Container>
    </header>
  );
}

export interface SectionProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  surface?: boolean;
  center?: boolean;
  className?: string;
}

export function Section({ id, eyebrow, title, lead, children, surface, center, className }: SectionProps) {
  return (
    <section id={id} className={cx('mk-section', surface && 'mk-section--surface', className)}>
      <Container>
        {(eyebrow || title || lead) && (
          <div className={cx('mk-section__head', center && 'mk-section__head--center')}>
            {eyebrow && <p className="mk-eyebrow">{eyebrow}</p>}
            {title && <h2 className="mk-section__title">{title}</h2>}
            {lead && <p className="mk-section__lead">{lead}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}

export interface Feature {
  icon: IconName;
  title: string;
  body: ReactNode;
  to?: string;
  linkLabel?: string;
}

export function FeatureGrid({ features, columns = 3 }: { features: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <div className={cx('mk-features', `mk-features--${columns}`)}>
      {features.map((feature) => (
        <article key={feature.title} className="mk-card mk-feature">
          <span className="mk-feature__icon">
            <Icon name={feature.icon} />
          </span>
          <h3 className="mk-feature__title">{feature.title}</h3>
          <div className="mk-feature__body">{feature.body}</div>
          {feature.to && (
            <Link to={feature.to} className="mk-textlink">
              {feature.linkLabel ?? 'Learn more'} <Icon name="arrowRight" size={16} />
            </Link>
          )}
        </article>
      ))}
    </div>
  );
}

export interface Step {
  title: string;
  body: ReactNode;
}

export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mk-steps">
      {steps.map((step, i) => (
        <li key={step.title} className="mk-steps__item">
          <span className="mk-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <div>
            <h3 className="mk-steps__title">{step.title}</h3>
            <div className="mk-steps__body">{step.body}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function CtaBanner({ title, body, actions }: { title: ReactNode; body?: ReactNode; actions: ReactNode }) {
  return (
    <section className="mk-cta">
      <Container>
        <div className="mk-cta__box">
          <div className="mk-cta__glow" aria-hidden="true" />
          <h2 className="mk-cta__title">{title}</h2>
          {body && <p className="mk-cta__body">{body}</p>}
          {actions}
        </div>
      </Container>
    </section>
  );
}

/** A row of check-marked facts, e.g. under a hero. */
export function CheckList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mk-checklist">
      {items.map((item, i) => (
        <li key={i}>
          <Icon name="check" size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Text beside a visual, alternating sides on wide screens. */
export function Split({ children, visual, reverse }: { children: ReactNode; visual: ReactNode; reverse?: boolean }) {
  return (
    <div className={cx('mk-split', reverse && 'mk-split--reverse')}>
      <div className="mk-split__text">{children}</div>
      <div className="mk-split__visual">{visual}</div>
    </div>
  );
}

/** Little pill, used for tags on cards and filters. */
export function Pill({ children, active, onClick, title }: { children: ReactNode; active?: boolean; onClick?: () => void; title?: string }) {
  if (onClick) {
    return (
      <button type="button" className={cx('mk-pill', 'mk-pill--button', active && 'mk-pill--active')} aria-pressed={active} onClick={onClick} title={title}>
        {children}
      </button>
    );
  }
  return <span className="mk-pill">{children}</span>;
}
