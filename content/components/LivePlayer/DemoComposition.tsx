// The composition the live demos play: a title that springs in word by word over floating shapes.
// Everything is derived from the current frame (no CSS animations, no timers), which is what
// makes a Remotion component renderable to a video file frame by frame.
import type { CSSProperties } from 'react';
import { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig, Easing } from './remotion';

export const DEMO_FPS = 30;
export const DEMO_DURATION = 150;
export const DEMO_WIDTH = 1280;
export const DEMO_HEIGHT = 720;

export interface DemoProps {
  title: string;
  /** A #rrggbb color; alpha suffixes are appended to it for tints. */
  accent: string;
}

export const defaultDemoProps: DemoProps = { title: 'Make videos with React', accent: '#0b84f3' };

const clamp = { extrapolateLeft: 'clamp', extrapolateRight: 'clamp' } as const;

function Shape({ kind, color, size, x, y, delay, spin }: { kind: 'circle' | 'square' | 'triangle' | 'ring'; color: string; size: number; x: number; y: number; delay: number; spin: number }) {
  const frame = useCurrentFrame();
  const { fps } = useVideoConfig();
  const enter = spring({ frame: frame - delay, fps, config: { damping: 12, mass: 0.8 } });
  // A slow drift keeps the scene alive while the title holds.
  const drift = Math.sin((frame + delay * 7) / 22) * 10;
  const style: CSSProperties = {
    position: 'absolute',
    left: x,
    top: y + drift,
    width: size,
    height: size,
    transform: `scale(${enter}) rotate(${frame * spin + (1 - enter) * 90}deg)`,
  };
  if (kind === 'triangle') {
    return (
      <svg style={style} viewBox="0 0 100 100">
        <path d="M50 8 L94 88 Q96 92 91 92 L9 92 Q4 92 6 88 Z" fill={color} />
      </svg>
    );
  }
  return (
    <div
      style={{
        ...style,
        borderRadius: kind === 'square' ? size * 0.22 : '50%',
        background: kind === 'ring' ? 'transparent' : color,
        border: kind === 'ring' ? `${size * 0.12}px solid ${color}` : undefined,
      }}
    />
  );
}

export default function DemoComposition({ title, accent }: DemoProps) {
  const frame = useCurrentFrame();
  const { fps, durationInFrames, width } = useVideoConfig();
  const words = (title.trim() || defaultDemoProps.title).split(/\s+/).slice(0, 12);
  const long = words.join(' ').length > 26;

  const fadeOut = interpolate(frame, [durationInFrames - 18, durationInFrames - 2], [1, 0], clamp);
  const glowX = interpolate(frame, [0, durationInFrames], [25, 70]);
  const subtitleIn = interpolate(frame, [38, 55], [0, 1], { ...clamp, easing: Easing.out(Easing.cubic) });
  const progress = interpolate(frame, [0, durationInFrames - 1], [0, 1], clamp);

  return (
    <AbsoluteFill
      style={{
        backgroundColor: '#0b0f19',
        backgroundImage: `radial-gradient(circle at ${glowX}% 35%, ${accent}66, transparent 55%), radial-gradient(circle at 85% 90%, #8b5cf633, transparent 45%)`,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        overflow: 'hidden',
      }}
    >
      <AbsoluteFill
        style={{
          // Grid lines scroll one cell per second: motion you can scrub through.
          backgroundImage: 'linear-gradient(to right, #ffffff10 1px, transparent 1px), linear-gradient(to bottom, #ffffff10 1px, transparent 1px)',
          backgroundSize: '64px 64px',
          backgroundPosition: `${(frame / fps) * 64}px 0px`,
          opacity: 0.8,
        }}
      />
      <AbsoluteFill style={{ opacity: fadeOut }}>
        <Shape kind="circle" color={accent} size={150} x={90} y={90} delay={0} spin={0} />
        <Shape kind="square" color="#8b5cf6" size={120} x={width - 230} y={110} delay={6} spin={0.9} />
        <Shape kind="triangle" color="#f59e0b" size={130} x={140} y={470} delay={12} spin={-0.6} />
        <Shape kind="ring" color="#22c55e" size={110} x={width - 250} y={480} delay={18} spin={0} />
        <AbsoluteFill style={{ justifyContent: 'center', alignItems: 'center', padding: '0 180px' }}>
          <div
            style={{
              margin: 0,
              color: 'white',
              fontSize: long ? 76 : 100,
              fontWeight: 800,
              letterSpacing: '-0.03em',
              lineHeight: 1.08,
              textAlign: 'center',
            }}
          >
            {words.map((word, i) => {
              const p = spring({ frame: frame - 14 - i * 5, fps, config: { damping: 14 } });
              return (
                <span key={i} style={{ display: 'inline-block', margin: '0 0.13em', opacity: p, transform: `translateY(${(1 - p) * 50}px) scale(${0.85 + p * 0.15})` }}>
                  {word}
                </span>
              );
            })}
          </div>
          <p
            style={{
              margin: '28px 0 0',
              color: '#cbd5e1',
              fontSize: 30,
              fontWeight: 500,
              opacity: subtitleIn,
              transform: `translateY(${(1 - subtitleIn) * 16}px)`,
            }}
          >
            Rendered from React · frame{' '}
            <span style={{ fontFamily: 'ui-monospace, Menlo, monospace', color: 'white', display: 'inline-block', minWidth: '2.2em', textAlign: 'left' }}>{frame}</span>
          </p>
        </AbsoluteFill>
      </AbsoluteFill>
      <div style={{ position: 'absolute', left: 0, bottom: 0, height: 8, width: `${progress * 100}%`, background: accent }} />
    </AbsoluteFill>
  );
}
