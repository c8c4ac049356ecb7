import { act, fireEvent, screen } from '@testing-library/react';
import Admonition from '../../../theme/src/theme/Admonition';
import Details from '../../../theme/src/theme/Details';
import MDXComponents from '../../../theme/src/theme/MDXComponents';
import { renderDoc, resetDom } from './renderDoc';

beforeEach(resetDom);
afterEach(() => jest.useRealTimers());

describe('Admonition', () => {
  it.each([
    ['note', 'admonition--note'],
    ['tip', 'admonition--tip'],
    ['info', 'admonition--info'],
    ['warning', 'admonition--warning'],
    ['danger', 'admonition--danger'],
    ['caution', 'admonition--warning'],
  ])('renders %s with its look, icon and default title', (type, look) => {
    const { container } = renderDoc(
      <Admonition type={type}>
        <p>Body of {type}</p>
      </Admonition>,
    );
    const box = container.querySelector('.admonition')!;
    expect(box.classList.contains(look)).toBe(true);
    expect(box.classList.contains(`theme-admonition-${type}`)).toBe(true);
    expect(box.querySelector('.admonition__icon svg')).not.toBeNull();
    expect(box.querySelector('.admonition__title')!.textContent).toBe(type);
    expect(screen.getByText(`Body of ${type}`)).toBeTruthy();
  });

  it('uses a given title and falls back to note for unknown types', () => {
    const { container } = renderDoc(
      <Admonition type="whatever" title="Careful now">
        x
      </Admonition>,
    );
    expect(container.querySelector('.admonition__title')!.textContent).toBe('Careful now');
    expect(container.querySelector('.admonition')!.classList.contains('admonition--note')).toBe(
      true,
    );
  });
});

describe('Details', () => {
  it('takes its summary from a <summary> child and toggles open', () => {
    jest.useFakeTimers();
    const { container } = renderDoc(
      <Details>
        <summary>Show more</summary>
        <p>Hidden text</p>
      </Details>,
    );
    const details = container.querySelector('details')!;
    const summary = screen.getByText('Show more');
    expect(summary.tagName).toBe('SUMMARY');
    expect(container.querySelectorAll('summary')).toHaveLength(1);
    expect(details.open).toBe(false);
    expect(details.getAttribute('data-collapsed')).toBe('true');

    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(details.getAttribute('data-collapsed')).toBe('false');
    expect(details.className).toContain('details--expanded');

    // Closing animates first, then removes the open attribute.
    fireEvent.click(summary);
    expect(details.getAttribute('data-collapsed')).toBe('true');
    expect(details.open).toBe(true);
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(details.open).toBe(false);
  });

  it('accepts a summary prop and starts open with `open`', () => {
    const { container } = renderDoc(
      <Details summary="Title" open>
        Body
      </Details>,
    );
    expect(container.querySelector('details')!.open).toBe(true);
    expect(container.querySelector('summary')!.textContent).toBe('Title');
  });

  it('is what <details> in MDX renders', () => {
    const MDXDetails = MDXComponents.details;
    const { container } = renderDoc(
      <MDXDetails>
        <summary>From MDX</summary>
        <p>content</p>
      </MDXDetails>,
    );
    expect(container.querySelector('details.details')).not.toBeNull();
    fireEvent.click(screen.getByText('From MDX'));
    expect(container.querySelector('details')!.open).toBe(true);
  });

  it('follows the browser opening it (find in page)', () => {
    const { container } = renderDoc(<Details summary="S">Body</Details>);
    const details = container.querySelector('details')!;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(details.getAttribute('data-collapsed')).toBe('false');
  });
});
