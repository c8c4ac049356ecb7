import type {SidebarItem} from '@tessera/plugin-docs';

// API reference, part D: the @remotion/* packages beyond core, renderer, bundler and player.
const items: SidebarItem[] = [
  {
    type: 'category',
    label: '@remotion/lambda',
    collapsed: true,
    items: [
      'api/lambda/render-media-on-lambda',
      'api/lambda/render-still-on-lambda',
      'api/lambda/get-render-progress',
      'api/lambda/get-compositions-on-lambda',
      'api/lambda/deploy-function',
      'api/lambda/deploy-site',
      'api/lambda/delete-function',
      'api/lambda/delete-site',
      'api/lambda/delete-render',
      'api/lambda/get-functions',
      'api/lambda/get-sites',
      'api/lambda/get-or-create-bucket',
      'api/lambda/get-regions',
      'api/lambda/estimate-price',
      'api/lambda/presign-url',
      'api/lambda/download-media',
      'api/lambda/get-aws-client',
      'api/lambda/validate-webhook-signature',
      'api/lambda/speculate-function-name',
    ],
  },
  {
    type: 'category',
    label: '@remotion/cloudrun',
    collapsed: true,
    items: [
      'api/cloudrun/render-media-on-cloudrun',
      'api/cloudrun/render-still-on-cloudrun',
      'api/cloudrun/deploy-service',
      'api/cloudrun/deploy-site',
      'api/cloudrun/delete-service',
      'api/cloudrun/delete-site',
      'api/cloudrun/get-services',
      'api/cloudrun/get-sites',
      'api/cloudrun/get-regions',
    ],
  },
  {
    type: 'category',
    label: '@remotion/media-utils',
    collapsed: true,
    items: [
      'api/media-utils/get-video-metadata',
      'api/media-utils/get-audio-data',
      'api/media-utils/get-audio-duration-in-seconds',
      'api/media-utils/use-audio-data',
      'api/media-utils/visualize-audio',
      'api/media-utils/get-waveform-portion',
    ],
  },
  {
    type: 'category',
    label: '@remotion/media-parser',
    collapsed: true,
    items: [
      'api/media-parser/parse-media',
      'api/media-parser/download-and-parse-media',
      'api/media-parser/fields',
      'api/media-parser/readers',
      'api/media-parser/media-parser-controller',
    ],
  },
  {
    type: 'category',
    label: '@remotion/webcodecs',
    collapsed: true,
    items: [
      'api/webcodecs/convert-media',
      'api/webcodecs/can-reencode-video-track',
      'api/webcodecs/can-copy-video-track',
      'api/webcodecs/can-reencode-audio-track',
      'api/webcodecs/can-copy-audio-track',
    ],
  },
  {
    type: 'category',
    label: '@remotion/paths',
    collapsed: true,
    items: [
      'api/paths/evolve-path',
      'api/paths/get-length',
      'api/paths/get-point-at-length',
      'api/paths/interpolate-path',
      'api/paths/parse-path',
      'api/paths/reverse-path',
    ],
  },
  {
    type: 'category',
    label: '@remotion/shapes',
    collapsed: true,
    items: [
      'api/shapes/shapes-components',
      'api/shapes/make-circle',
      'api/shapes/make-rect',
      'api/shapes/make-triangle',
      'api/shapes/make-star',
      'api/shapes/make-pie',
    ],
  },
  {
    type: 'category',
    label: '@remotion/transitions',
    collapsed: true,
    items: [
      'api/transitions/transition-series',
      'api/transitions/use-transition-progress',
      'api/transitions/fade',
      'api/transitions/slide',
      'api/transitions/wipe',
      'api/transitions/linear-timing',
      'api/transitions/spring-timing',
    ],
  },
  {
    type: 'category',
    label: '@remotion/captions',
    collapsed: true,
    items: [
      'api/captions/caption-type',
      'api/captions/parse-srt',
      'api/captions/serialize-srt',
      'api/captions/create-tiktok-style-captions',
    ],
  },
  {
    type: 'category',
    label: '@remotion/fonts',
    collapsed: true,
    items: [
      'api/fonts/load-font',
    ],
  },
  {
    type: 'category',
    label: '@remotion/google-fonts',
    collapsed: true,
    items: [
      'api/google-fonts/load-font',
      'api/google-fonts/get-available-fonts',
    ],
  },
  {
    type: 'category',
    label: '@remotion/gif',
    collapsed: true,
    items: [
      'api/gif/gif',
      'api/gif/get-gif-duration-in-seconds',
    ],
  },
  {
    type: 'category',
    label: '@remotion/lottie',
    collapsed: true,
    items: [
      'api/lottie/lottie',
      'api/lottie/get-lottie-metadata',
    ],
  },
  {
    type: 'category',
    label: '@remotion/skia',
    collapsed: true,
    items: [
      'api/skia/skia-canvas',
      'api/skia/enable-skia',
    ],
  },
  {
    type: 'category',
    label: '@remotion/three',
    collapsed: true,
    items: [
      'api/three/three-canvas',
      'api/three/use-video-texture',
    ],
  },
  {
    type: 'category',
    label: '@remotion/motion-blur',
    collapsed: true,
    items: [
      'api/motion-blur/trail',
      'api/motion-blur/camera-motion-blur',
    ],
  },
  {
    type: 'category',
    label: '@remotion/noise',
    collapsed: true,
    items: [
      'api/noise/noise-2d',
      'api/noise/noise-3d',
      'api/noise/noise-4d',
    ],
  },
  {
    type: 'category',
    label: '@remotion/layout-utils',
    collapsed: true,
    items: [
      'api/layout-utils/measure-text',
      'api/layout-utils/fit-text',
      'api/layout-utils/fill-text-box',
    ],
  },
  {
    type: 'category',
    label: '@remotion/preload',
    collapsed: true,
    items: [
      'api/preload/prefetch',
      'api/preload/preload-video',
      'api/preload/preload-audio',
      'api/preload/preload-image',
    ],
  },
  {
    type: 'category',
    label: '@remotion/zod-types',
    collapsed: true,
    items: [
      'api/zod-types/z-color',
      'api/zod-types/z-textarea',
      'api/zod-types/z-matrix',
    ],
  },
  {
    type: 'category',
    label: '@remotion/tailwind',
    collapsed: true,
    items: [
      'api/tailwind/enable-tailwind',
    ],
  },
  {
    type: 'category',
    label: '@remotion/whisper-web',
    collapsed: true,
    items: [
      'api/whisper-web/transcribe',
      'api/whisper-web/download-whisper-model',
      'api/whisper-web/to-captions',
    ],
  },
];

export default items;
