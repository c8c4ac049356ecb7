import {
  formatBlogDate,
  formatShortDate,
  groupByYear,
  groupTagsByLetter,
  initialsOf,
  plural,
  readingTimeLabel,
} from '../../../theme/src/theme/BlogUtils';

describe('blog helpers', () => {
  it('formats dates in UTC, whatever the local time zone', () => {
    expect(formatBlogDate('2024-03-15T00:00:00.000Z')).toBe('March 15, 2024');
    expect(formatBlogDate('2024-01-01T00:00:00.000Z')).toBe('January 1, 2024');
    expect(formatShortDate('2024-03-15T00:00:00.000Z')).toBe('Mar 15');
    expect(formatBlogDate('not a date')).toBe('not a date');
  });

  it('labels reading time', () => {
    expect(readingTimeLabel(4)).toBe('4 min read');
    expect(readingTimeLabel(0)).toBe('1 min read');
  });

  it('groups by year keeping order', () => {
    const items = [
      { date: '2024-02-01T00:00:00Z', t: 'a' },
      { date: '2024-01-01T00:00:00Z', t: 'b' },
      { date: '2022-05-01T00:00:00Z', t: 'c' },
    ];
    expect(groupByYear(items).map(([year, posts]) => [year, posts.map((p) => p.t)])).toEqual([
      ['2024', ['a', 'b']],
      ['2022', ['c']],
    ]);
  });

  it('groups tags by first letter alphabetically, case-insensitively', () => {
    const groups = groupTagsByLetter([
      { label: 'release' },
      { label: 'News' },
      { label: 'React' },
      { label: 'api' },
    ]);
    expect(groups.map(([letter, tags]) => [letter, tags.map((t) => t.label)])).toEqual([
      ['A', ['api']],
      ['N', ['News']],
      ['R', ['React', 'release']],
    ]);
  });

  it('makes initials and plurals', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Jean Claude Van Damme')).toBe('JD');
    expect(initialsOf('jeff')).toBe('J');
    expect(initialsOf('  ')).toBe('?');
    expect(plural(1, 'post', 'posts')).toBe('1 post');
    expect(plural(3, 'post', 'posts')).toBe('3 posts');
  });
});
