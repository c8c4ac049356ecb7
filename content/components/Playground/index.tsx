// The home page's interactive demo: edit the props, and the live Player re-renders the video on
// the spot. Shows the core idea of Remotion (a video is a function of its props) in ten seconds.
import { useId, useState } from 'react';
import LivePlayer from '../LivePlayer';
import './styles.css';

export const ACCENTS = [
  { name: 'Blue', value: '#0b84f3' },
  { name: 'Violet', value: '#7c3aed' },
  { name: 'Pink', value: '#db2777' },
  { name: 'Orange', value: '#ea580c' },
  { name: 'Green', value: '#16a34a' },
];

export const MAX_TITLE = 40;

export default function Playground({ initialTitle = 'Make videos with React', autoPlay = true }: { initialTitle?: string; autoPlay?: boolean }) {
  const [title, setTitle] = useState(initialTitle);
  const [accent, setAccent] = useState(ACCENTS[0]!.value);
  const inputId = useId();
  return (
    <div className="playground">
      <LivePlayer title={title} accent={accent} autoPlay={autoPlay} />
      <div className="playground__controls">
        <label className="playground__field" htmlFor={inputId}>
          <span className="playground__label">
            <code>title</code> prop
          </span>
          <input
            id={inputId}
            className="playground__input"
            value={title}
            maxLength={MAX_TITLE}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Type a title"
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <fieldset className="playground__field playground__swatches">
          <legend className="playground__label">
            <code>accent</code> prop
          </legend>
          <div className="playground__swatch-row">
            {ACCENTS.map((c) => (
              <button
                key={c.value}
                type="button"
                className="playground__swatch"
                style={{ background: c.value }}
                aria-label={c.name}
                aria-pressed={accent === c.value}
                title={c.name}
                onClick={() => setAccent(c.value)}
              />
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
