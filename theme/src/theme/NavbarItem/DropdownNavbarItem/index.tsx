// A dropdown of navbar items. Desktop: opens on hover (CSS) and on Enter, its links are then
// reachable with Tab, and it closes on Escape, on leaving it with Tab, and on mousedown, touch
// or focus outside. Mobile menu: a collapsible group, expanded at first when it holds the
// active page.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import clsx from 'clsx';
import useSiteConfig from '@docusaurus/useSiteConfig';
import NavbarItem from '@theme/NavbarItem';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import useFullPathname from '../../../hooks/useFullPathname';
import { isNavLinkActive } from '../../../hooks/navbarUtils';
import {
  linkAttributesOf,
  type NavbarItemConfig,
  type NavbarItemProps,
} from '../../../hooks/navbarTypes';
import './styles.css';
import { translate } from '@docusaurus/Translate';

function useContainsActive(items: NavbarItemProps[]): boolean {
  const pathname = useFullPathname();
  const { baseUrl } = useSiteConfig();
  return items.some((item) => item.isActive ?? isNavLinkActive(item, pathname, baseUrl));
}

function itemKey(item: NavbarItemConfig, index: number): string {
  return `${index}-${item.label ?? item.to ?? item.href ?? item.type ?? ''}`;
}

function DropdownDesktop({
  items,
  label,
  html,
  to,
  href,
  position,
  className,
  dropdownActiveClassDisabled,
  ...rest
}: NavbarItemProps & { items: NavbarItemProps[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const containsActive = useContainsActive(items);

  useEffect(() => {
    const onOutside = (event: Event) => {
      if (!ref.current || ref.current.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    // Passive: a touch that starts a scroll is never held back by this listener.
    document.addEventListener('touchstart', onOutside, { passive: true });
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, []);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      // Enter toggles the menu instead of following the dropdown's own link (if any).
      event.preventDefault();
      setOpen((o) => !o);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      // Let the menu become visible before moving focus into it.
      requestAnimationFrame(() =>
        ref.current
          ?.querySelector<HTMLElement>('.dropdown__menu a, .dropdown__menu button')
          ?.focus(),
      );
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };
  const toggleClass = clsx(
    'navbar__link',
    'dropdown__toggle',
    containsActive && !dropdownActiveClassDisabled && 'navbar__link--active',
  );
  const attributes = linkAttributesOf(rest);

  return (
    <div
      ref={ref}
      className={clsx(
        'navbar__item',
        'dropdown',
        'dropdown--hoverable',
        position === 'right' && 'dropdown--right',
        open && 'dropdown--show',
        className,
      )}
      onKeyDown={onMenuKeyDown}
    >
      {to || href ? (
        <NavbarNavLink
          ref={(el) => {
            toggleRef.current = el;
          }}
          to={to}
          href={href}
          label={label}
          html={html}
          className={toggleClass}
          aria-haspopup="true"
          aria-expanded={open}
          role="button"
          onKeyDown={onToggleKeyDown}
          {...attributes}
        />
      ) : (
        <button
          ref={(el) => {
            toggleRef.current = el;
          }}
          type="button"
          className={toggleClass}
          aria-haspopup="true"
          aria-expanded={open}
          onKeyDown={onToggleKeyDown}
          onClick={(event: MouseEvent) => {
            // Keyboard "clicks" (detail 0) are handled on keydown; a mouse click pins it open.
            if (event.detail !== 0) setOpen((o) => !o);
          }}
          {...attributes}
        >
          {html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label}
        </button>
      )}
      <ul className="dropdown__menu">
        {items.map((child, i) => (
          <NavbarItem
            key={itemKey(child, i)}
            isDropdownItem
            {...child}
            onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
              // Tabbing out of the last item leaves the dropdown: close it.
              if (i === items.length - 1 && event.key === 'Tab' && !event.shiftKey) setOpen(false);
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function DropdownMobile({
  items,
  label,
  html,
  to,
  href,
  className,
}: NavbarItemProps & { items: NavbarItemProps[] }) {
  const containsActive = useContainsActive(items);
  const [collapsed, setCollapsed] = useState(!containsActive);
  // Navigating into the group (e.g. with the back button) opens it.
  useEffect(() => {
    if (containsActive) setCollapsed(false);
  }, [containsActive]);

  const content = html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : label;
  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed', className)}>
      <div className="menu__list-item-collapsible">
        {to || href ? (
          <>
            <NavbarNavLink
              className="menu__link menu__link--sublist"
              to={to}
              href={href}
              label={label}
              html={html}
            />
            <button
              type="button"
              className="menu__caret"
              aria-expanded={!collapsed}
              aria-label={
                collapsed
                  ? translate(
                      {
                        id: 'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
                        message: "Expand '{label}'",
                      },
                      { label: label ?? '' },
                    )
                  : translate(
                      {
                        id: 'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
                        message: "Collapse '{label}'",
                      },
                      { label: label ?? '' },
                    )
              }
              onClick={() => setCollapsed((c) => !c)}
            />
          </>
        ) : (
          <button
            type="button"
            className={clsx(
              'menu__link',
              'menu__link--sublist',
              'menu__link--sublist-caret',
              containsActive && 'menu__link--active-parent',
            )}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          >
            {content}
          </button>
        )}
      </div>
      <ul className="menu__list" hidden={collapsed}>
        {items.map((child, i) => (
          <NavbarItem key={itemKey(child, i)} mobile {...child} />
        ))}
      </ul>
    </li>
  );
}

export default function DropdownNavbarItem({ mobile, items = [], ...props }: NavbarItemProps) {
  const Comp = mobile ? DropdownMobile : DropdownDesktop;
  return <Comp items={items as NavbarItemProps[]} {...props} />;
}
