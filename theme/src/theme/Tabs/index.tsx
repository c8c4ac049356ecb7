// Tabs as in Docusaurus: TabItem children (or `values`), `defaultValue`, `groupId` (every Tabs
// of the group follows one choice, kept in localStorage), `queryString` (choice in the URL),
// `lazy`, `block`. Every panel is in the server HTML; inactive ones are hidden. Arrow keys,
// Home and End move between tabs.
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router-dom';
import type { TabItemProps } from '@theme/TabItem';
import useTabGroupChoice from '../../hooks/useTabGroupChoice';
import './styles.css';

export interface TabValue {
  value: string;
  label?: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

export interface TabsProps {
  children?: ReactNode;
  values?: readonly TabValue[];
  defaultValue?: string | null;
  groupId?: string;
  /** `true`: the choice is in the URL as ?<groupId>=value; a string names the parameter. */
  queryString?: boolean | string;
  /** Render only the selected panel. */
  lazy?: boolean;
  /** Tabs stretch over the full width. */
  block?: boolean;
  className?: string;
}

const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function tabValues(
  items: ReactElement<TabItemProps>[],
  values: readonly TabValue[] | undefined,
): TabValue[] {
  const list = values
    ? [...values]
    : items.map(({ props }) => ({
        value: props.value,
        label: props.label,
        attributes: props.attributes,
        default: props.default,
      }));
  const seen = new Set<string>();
  for (const { value } of list) {
    if (seen.has(value))
      throw new Error(
        `<Tabs> has two tabs with the value "${value}". Every TabItem needs a distinct value.`,
      );
    seen.add(value);
  }
  return list;
}

function initialValue(
  props: TabsProps,
  items: ReactElement<TabItemProps>[],
  values: TabValue[],
): string | null {
  if (props.defaultValue === null) return null;
  const wanted =
    props.defaultValue ??
    items.find((item) => item.props.default)?.props.value ??
    values.find((v) => v.default)?.value ??
    values[0]?.value;
  if (wanted !== undefined && !values.some((v) => v.value === wanted)) {
    throw new Error(
      `<Tabs> has defaultValue "${wanted}", but no tab has that value. Values: ${values.map((v) => v.value).join(', ')}.`,
    );
  }
  return wanted ?? null;
}

function queryKeyOf({ queryString, groupId }: TabsProps): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString ? groupId : undefined;
}

export default function Tabs(props: TabsProps) {
  const { children, groupId, lazy, block, className } = props;
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> =>
    isValidElement<TabItemProps>(c),
  );
  const values = tabValues(items, props.values);
  const isValue = (v: string | null | undefined): v is string =>
    v != null && values.some((t) => t.value === v);

  const [selected, setSelected] = useState(() => initialValue(props, items, values));
  const [groupChoice, setGroupChoice] = useTabGroupChoice(groupId);
  const current = isValue(groupChoice) ? groupChoice : selected;

  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const scrollAnchor = useRef<{ el: HTMLElement; top: number } | null>(null);
  const queryKey = queryKeyOf(props);
  const { search } = useLocation();

  // A choice in the URL wins over the stored one; read after hydration (the server has no query).
  useEffect(() => {
    if (!queryKey) return;
    const fromQuery = new URLSearchParams(search).get(queryKey);
    if (!isValue(fromQuery)) return;
    setSelected(fromQuery);
    if (groupId) setGroupChoice(fromQuery);
    // `values` is derived from children on each render; the query is what matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, queryKey]);

  // Other tab groups above may change height with this choice: keep the clicked tab where it was.
  useBrowserLayoutEffect(() => {
    const anchor = scrollAnchor.current;
    scrollAnchor.current = null;
    if (!anchor) return;
    const shift = anchor.el.getBoundingClientRect().top - anchor.top;
    if (shift) window.scrollBy(0, shift);
  }, [current]);

  const select = (value: string, tab: HTMLElement) => {
    if (value === current) return;
    scrollAnchor.current = { el: tab, top: tab.getBoundingClientRect().top };
    setSelected(value);
    if (groupId) setGroupChoice(value);
    if (queryKey) {
      // Not through the router: a same-page navigation would scroll to the top.
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url.toString());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = values.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabRefs.current[target];
    if (!tab) return;
    tab.focus();
    select(values[target]!.value, tab);
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${i}`;
  // Without a selected tab (defaultValue={null}) the first one takes keyboard focus.
  const focusable = values.some((v) => v.value === current) ? current : values[0]?.value;

  return (
    <div className={clsx('tabs-container', className)}>
      <div
        role="tablist"
        aria-orientation="horizontal"
        className={clsx('tabs', block && 'tabs--block')}
      >
        {values.map(({ value, label, attributes }, i) => {
          const active = value === current;
          const { className: extraClass, ...extra } = (attributes ?? {}) as { className?: string };
          return (
            <button
              key={value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={active}
              aria-controls={panelId(i)}
              tabIndex={value === focusable ? 0 : -1}
              className={clsx('tabs__item', active && 'tabs__item--active', extraClass)}
              onClick={(event) => select(value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, i)}
              {...extra}
            >
              {label ?? value}
            </button>
          );
        })}
      </div>
      <div className="tabs__panels">
        {items.map((item) => {
          const i = values.findIndex((v) => v.value === item.props.value);
          const hidden = item.props.value !== current;
          if (lazy && hidden) return null;
          return cloneElement(item, {
            key: item.props.value,
            hidden,
            id: i >= 0 ? panelId(i) : undefined,
            'aria-labelledby': i >= 0 ? tabId(i) : undefined,
          });
        })}
      </div>
    </div>
  );
}
