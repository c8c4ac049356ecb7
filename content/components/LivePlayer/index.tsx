// The live, interactive Remotion Player used on the home and /player pages. The static HTML gets
// a poster-like placeholder of the same size (no layout shift); in the browser the Player chunk
// is loaded on demand, so pages that do not show it never download it.
import BrowserOnly from '@docusaurus/BrowserOnly';
import { lazyComponent } from '@tessera/core/client';
import type { PlayerDemoProps } from './PlayerDemo';
import './styles.css';

const PlayerDemo = lazyComponent<PlayerDemoProps>(() => import('./PlayerDemo'));

function Placeholder({ title }: { title?: string }) {
  return (
    <div className="live-player__placeholder" aria-hidden="true">
      <span className="live-player__placeholder-title">{title ?? 'Make videos with React'}</span>
      <span className="live-player__placeholder-play" />
    </div>
  );
}

export default function LivePlayer(props: PlayerDemoProps & { className?: string }) {
  const { className, ...rest } = props;
  return (
    <div className={['live-player', rest.showApi && 'live-player--api', className].filter(Boolean).join(' ')}>
      <div className="live-player__stage">
        <BrowserOnly fallback={<Placeholder title={rest.title} />}>{() => <PlayerDemo {...rest} />}</BrowserOnly>
      </div>
    </div>
  );
}
