// The navbar search button. DocSearch's modal, its CSS and the local search client load on
// hover, focus or touch of the button (so clicking opens at once); the local index itself is
// fetched only when the modal opens. Shortcuts work before anything has loaded.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { createPortal } from 'react-dom';
import { useEarlyClick, EARLY_CLICK_ATTRIBUTE } from '@tessera/core/client';
import useSearchSettings, { type SearchSettings } from '../../hooks/search/useSearchSettings';
import useSearchShortcuts from '../../hooks/useSearchShortcuts';
import type { LocalSearchClient } from '../../hooks/search/localSearchClient';
import type { SearchModalProps } from './SearchModal';
import './styles.css';

interface Loaded {
  Modal: ComponentType<SearchModalProps>;
  localClient: LocalSearchClient | null;
}

let loading: Promise<Loaded> | null = null;

function loadModal(settings: SearchSettings): Promise<Loaded> {
  loading ??= Promise.all([
    import('./SearchModal'),
    import('@docsearch/css/dist/style.css'),
    settings.hosted ? null : import('../../hooks/search/localSearchClient'),
  ])
    .then(([modal, , local]) => ({
      Modal: modal.default,
      localClient: local ? local.getLocalSearchClient(settings.indexUrl) : null,
    }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

function SearchIcon() {
  return (
    <svg
      className="search-bar__icon"
      width="18"
      height="18"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeWidth="2"
      />
    </svg>
  );
}

export default function SearchBar() {
  const settings = useSearchSettings();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The server renders "Ctrl"; Apple platforms switch to the command key after hydration.
  const [modKey, setModKey] = useState('Ctrl');
  const wasOpen = useRef(false);

  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setModKey('⌘');
  }, []);

  const preload = useCallback(() => {
    loadModal(settings).then(setLoaded, (error: unknown) => {
      console.error('The search could not be loaded.', error);
      setIsOpen(false);
    });
  }, [settings]);

  const onOpen = useCallback(
    (query?: string) => {
      setInitialQuery(query);
      setIsOpen(true);
      preload();
    },
    [preload],
  );
  const onClose = useCallback(() => setIsOpen(false), []);
  useSearchShortcuts({ isOpen, onOpen, onClose, buttonRef });
  // A click while the page's scripts were still loading opens the modal once they have run.
  useEarlyClick(buttonRef, onOpen);

  // Focus goes back to the button when the modal closes, in the same commit that removes it: an
  // effect runs a frame later on Preact, and focus would rest on the page's body meanwhile.
  useLayoutEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus({ preventScroll: true });
    wasOpen.current = isOpen;
  }, [isOpen]);

  const Modal = loaded?.Modal;
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-bar__button"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
        onMouseEnter={preload}
        onFocus={preload}
        onPointerDown={preload}
        onClick={() => onOpen()}
      >
        <SearchIcon />
        <span className="search-bar__label">Search</span>
        {/* The key caps are drawn from data attributes (CSS content), so they are not part of the
            button's text: its visible label stays exactly its accessible name, "Search". */}
        <span className="search-bar__keys" aria-hidden="true">
          <kbd className="search-bar__key" data-key={modKey} />
          <kbd className="search-bar__key" data-key="K" />
        </span>
      </button>
      {isOpen &&
        Modal &&
        createPortal(
          <Modal
            settings={settings}
            localClient={loaded.localClient}
            initialQuery={initialQuery}
            onClose={onClose}
          />,
          document.body,
        )}
    </>
  );
}
