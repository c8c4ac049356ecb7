// The one place the demo imports the `remotion` package from.
//
// Why not `from 'remotion'`: the lockfile currently resolves `remotion@^4` (root) and the copy
// that `@remotion/player` depends on to two different patch versions. Remotion refuses to run
// with two copies loaded ("Multiple versions of Remotion detected"), and the Player only provides
// its frame context to hooks of its own copy. So the composition uses the Player's copy.
// Once both resolve to the same version, replace the line below with
// `export { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig, Easing } from 'remotion';`
export { AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig, Easing } from '../../../node_modules/@remotion/player/node_modules/remotion';
