import { screen, within } from '@testing-library/react';
import { makePost, renderBlog } from './renderBlog';
import BlogPostItem from '../../../theme/src/theme/BlogPostItem';

const alice = {
  key: 'alice',
  name: 'Alice Example',
  title: 'Maintainer',
  imageURL: 'https://img.example/alice.png',
  page: '/blog/authors/alice',
};
const bob = { name: 'Bob Builder', url: 'https://bob.example' };

describe('BlogPostItem', () => {
  it('shows the date spelled out and the reading time', () => {
    renderBlog(<BlogPostItem metadata={makePost({ readingTime: 7 })} />);
    const time = screen.getByText('March 15, 2024');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2024-03-15T00:00:00.000Z');
    expect(time.parentElement!.textContent).toBe('March 15, 2024 · 7 min read');
  });

  it('links the title on list pages and uses an h1 on the post page', () => {
    const { unmount } = renderBlog(<BlogPostItem metadata={makePost()} />);
    const h2 = screen.getByRole('heading', { level: 2, name: 'Hello' });
    expect(within(h2).getByRole('link').getAttribute('href')).toBe('/blog/2024/03/15/hello');
    unmount();
    renderBlog(<BlogPostItem metadata={makePost()} isBlogPostPage />);
    const h1 = screen.getByRole('heading', { level: 1, name: 'Hello' });
    expect(within(h1).queryByRole('link')).toBeNull();
  });

  it('shows authors with their avatar, or initials when there is none', () => {
    renderBlog(<BlogPostItem metadata={makePost({ authors: [alice, bob] })} />);
    const avatar = screen.getByAltText('Alice Example');
    expect(avatar.getAttribute('src')).toBe('https://img.example/alice.png');
    // The author page wins over the external site.
    expect(screen.getByRole('link', { name: 'Alice Example' }).getAttribute('href')).toBe(
      '/blog/authors/alice',
    );
    expect(screen.getByText('Maintainer')).toBeTruthy();
    expect(screen.getByText('BB').className).toContain('blog-author__avatar--initials');
    const bobLink = screen.getByRole('link', { name: 'Bob Builder' });
    expect(bobLink.getAttribute('href')).toBe('https://bob.example');
    expect(bobLink.getAttribute('target')).toBe('_blank');
  });

  it('shows "Read more" only on truncated previews', () => {
    const { unmount } = renderBlog(
      <BlogPostItem metadata={makePost({ hasTruncateMarker: true })} />,
    );
    const more = screen.getByRole('link', { name: 'Read more about Hello' });
    expect(more.getAttribute('href')).toBe('/blog/2024/03/15/hello');
    unmount();

    const second = renderBlog(<BlogPostItem metadata={makePost({ hasTruncateMarker: false })} />);
    expect(screen.queryByRole('link', { name: /Read more/ })).toBeNull();
    second.unmount();

    renderBlog(<BlogPostItem metadata={makePost({ hasTruncateMarker: true })} isBlogPostPage />);
    expect(screen.queryByRole('link', { name: /Read more/ })).toBeNull();
  });

  it('renders the content and links the tags', () => {
    const tags = [{ label: 'Release', permalink: '/blog/tags/release' }];
    renderBlog(
      <BlogPostItem metadata={makePost({ tags })}>
        <p>Body text</p>
      </BlogPostItem>,
    );
    expect(screen.getByText('Body text')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Release' }).getAttribute('href')).toBe(
      '/blog/tags/release',
    );
  });

  it('hides the content h1 only when the title came from it', () => {
    const { container, unmount } = renderBlog(
      <BlogPostItem metadata={makePost({ frontMatter: {} })} contentTitle="Hello" />,
    );
    expect(container.querySelector('.blog-post-item__content--hide-h1')).not.toBeNull();
    unmount();
    const other = renderBlog(<BlogPostItem metadata={makePost()} contentTitle="Hello" />);
    expect(other.container.querySelector('.blog-post-item__content--hide-h1')).toBeNull();
  });
});
