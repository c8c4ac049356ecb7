import './polyfills';
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import AnnouncementBar from '../../../theme/src/theme/AnnouncementBar';
import { renderWithSite, resetDom, SiteWrapper } from './renderWithSite';

const bar = {
  id: 'launch-2024',
  content: 'We launched! <a href="/blog/launch">Read more</a>',
  backgroundColor: '#123456',
  textColor: '#ffffff',
  isCloseable: true,
};

beforeEach(resetDom);

describe('announcement bar', () => {
  it('renders the configured HTML and colors', () => {
    const { container } = renderWithSite(<AnnouncementBar />, {
      themeConfig: { announcementBar: bar },
    });
    expect(screen.getByText('Read more').getAttribute('href')).toBe('/blog/launch');
    const el = container.querySelector('.announcement-bar') as HTMLElement;
    expect(el.style.backgroundColor).toBe('rgb(18, 52, 86)');
    expect(el.style.color).toBe('rgb(255, 255, 255)');
  });

  it('renders nothing without config', () => {
    const { container } = renderWithSite(<AnnouncementBar />);
    expect(container.querySelector('.announcement-bar')).toBeNull();
  });

  it('closes, remembers the dismissed id and marks <html>', () => {
    const { container } = renderWithSite(<AnnouncementBar />, {
      themeConfig: { announcementBar: bar },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container.querySelector('.announcement-bar')).toBeNull();
    expect(window.localStorage.getItem('announcement-dismiss-id')).toBe('launch-2024');
    expect(document.documentElement.getAttribute('data-announcement-bar-initially-dismissed')).toBe(
      'true',
    );
  });

  it('stays closed when this bar was dismissed before', () => {
    window.localStorage.setItem('announcement-dismiss-id', 'launch-2024');
    const { container } = renderWithSite(<AnnouncementBar />, {
      themeConfig: { announcementBar: bar },
    });
    expect(container.querySelector('.announcement-bar')).toBeNull();
  });

  it('shows again when a different bar was dismissed', () => {
    window.localStorage.setItem('announcement-dismiss-id', 'an-older-bar');
    const { container } = renderWithSite(<AnnouncementBar />, {
      themeConfig: { announcementBar: bar },
    });
    expect(container.querySelector('.announcement-bar')).not.toBeNull();
  });

  it('has no close button when not closeable', () => {
    renderWithSite(<AnnouncementBar />, {
      themeConfig: { announcementBar: { ...bar, isCloseable: false } },
    });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('is always in the server HTML and hidden by CSS when dismissed (no flash)', () => {
    window.localStorage.setItem('announcement-dismiss-id', 'launch-2024');
    const html = renderToString(
      <SiteWrapper options={{ themeConfig: { announcementBar: bar }, isClient: false }}>
        <AnnouncementBar />
      </SiteWrapper>,
    );
    expect(html).toContain('class="announcement-bar"');
    const css = fs.readFileSync(
      path.join(__dirname, '../../../theme/src/theme/AnnouncementBar/styles.css'),
      'utf8',
    );
    expect(css).toMatch(
      /html\[data-announcement-bar-initially-dismissed='true'\] \.announcement-bar\s*\{\s*display: none;/,
    );
  });
});
