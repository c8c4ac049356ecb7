// The browser-only half of the live demo: the real <Player> from @remotion/player. This module is
// only reached through a dynamic import (see ./index.tsx), so the Player and the composition
// land in their own chunk and never run during static rendering.
import { useEffect, useRef, useState } from 'react';
import { Player, type PlayerRef } from '@remotion/player';
import DemoComposition, { DEMO_DURATION, DEMO_FPS, DEMO_HEIGHT, DEMO_WIDTH, defaultDemoProps, type DemoProps } from './DemoComposition';

export interface PlayerDemoProps extends Partial<DemoProps> {
  autoPlay?: boolean;
  /** Show buttons that drive the Player through its ref API, plus a live frame readout. */
  showApi?: boolean;
}

const RATES = [0.5, 1, 2];

export default function PlayerDemo({ title = defaultDemoProps.title, accent = defaultDemoProps.accent, autoPlay = false, showApi = false }: PlayerDemoProps) {
  const ref = useRef<PlayerRef>(null);
  // Start on a frame where the title is visible, so the paused Player is not an empty poster.
  const initialFrame = autoPlay ? 0 : 60;
  const [frame, setFrame] = useState(initialFrame);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState(1);

  useEffect(() => {
    const player = ref.current;
    if (!player) return;
    const onFrame = (e: { detail: { frame: number } }) => setFrame(e.detail.frame);
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    player.addEventListener('frameupdate', onFrame);
    player.addEventListener('play', onPlay);
    player.addEventListener('pause', onPause);
    player.addEventListener('ended', onPause);
    setPlaying(player.isPlaying());
    return () => {
      player.removeEventListener('frameupdate', onFrame);
      player.removeEventListener('play', onPlay);
      player.removeEventListener('pause', onPause);
      player.removeEventListener('ended', onPause);
    };
  }, []);

  return (
    <div className="live-player__inner" data-testid="live-player">
      <Player
        ref={ref}
        component={DemoComposition}
        inputProps={{ title, accent }}
        durationInFrames={DEMO_DURATION}
        fps={DEMO_FPS}
        compositionWidth={DEMO_WIDTH}
        compositionHeight={DEMO_HEIGHT}
        style={{ width: '100%', aspectRatio: `${DEMO_WIDTH} / ${DEMO_HEIGHT}` }}
        className="live-player__player"
        controls
        loop
        autoPlay={autoPlay}
        // The composition is silent: muting avoids the browser's autoplay block and a useless volume button.
        initiallyMuted
        showVolumeControls={false}
        initialFrame={initialFrame}
        clickToPlay
        doubleClickToFullscreen
        allowFullscreen
        // This option moves focus to the play button whenever playback starts or stops, which
        // would pull keyboard focus away from the page on load.
        spaceKeyToPlayOrPause={false}
        playbackRate={rate}
        acknowledgeRemotionLicense
      />
      {showApi && (
        <div className="live-player__api" aria-label="Player API demo">
          <button type="button" className="live-player__btn live-player__btn--primary" onClick={() => ref.current?.toggle()}>
            {playing ? 'pause()' : 'play()'}
          </button>
          <button type="button" className="live-player__btn" onClick={() => ref.current?.seekTo(0)}>
            seekTo(0)
          </button>
          <button type="button" className="live-player__btn" onClick={() => ref.current?.seekTo(3 * DEMO_FPS)}>
            seekTo({3 * DEMO_FPS})
          </button>
          <span className="live-player__rates" role="group" aria-label="Playback rate">
            {RATES.map((r) => (
              <button key={r} type="button" className="live-player__btn" aria-pressed={rate === r} onClick={() => setRate(r)}>
                {r}×
              </button>
            ))}
          </span>
          <output className="live-player__readout" aria-live="off">
            frame <b>{frame}</b> / {DEMO_DURATION - 1}
          </output>
        </div>
      )}
    </div>
  );
}
