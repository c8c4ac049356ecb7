// The one place the demo imports the `remotion` package from. `remotion` and `@remotion/player`
// are pinned to the same version in package.json: Remotion refuses to run with two copies.
export { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig, Easing } from 'remotion';
