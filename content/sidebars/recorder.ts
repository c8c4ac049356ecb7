import type {SidebarItem} from '@tessera/plugin-docs';

const items: SidebarItem[] = [
  {type: 'doc', id: 'recorder/index', label: 'Overview'},
  'recorder/setup',
  'recorder/create',
  {
    type: 'category',
    label: 'Recording',
    items: [
      'recorder/recording',
      'recorder/devices',
      'recorder/shortcuts',
      'recorder/record/cropping',
      'recorder/record/manually',
      'recorder/external-recordings',
    ],
  },
  {
    type: 'category',
    label: 'Editing',
    items: [
      'recorder/editing',
      'recorder/editing/scenes',
      'recorder/layouts',
      'recorder/captions',
      'recorder/editing/silence-removal',
      'recorder/editing/cutting-clips',
      'recorder/editing/transitions',
      'recorder/editing/chapters',
      'recorder/music',
      'recorder/editing/normalizing-audio',
      'recorder/b-roll',
      'recorder/editing/endcard',
    ],
  },
  {
    type: 'category',
    label: 'Output',
    items: [
      'recorder/rendering',
      'recorder/lambda-rendering',
      'recorder/exporting',
      'recorder/exporting-subtitles',
      'recorder/platforms',
    ],
  },
  {
    type: 'category',
    label: 'Maintaining your project',
    items: ['recorder/customizing', 'recorder/source-control', 'recorder/upgrading'],
  },
  {
    type: 'category',
    label: 'Troubleshooting',
    link: {type: 'doc', id: 'recorder/troubleshooting'},
    items: [
      'recorder/troubleshooting/cannot-read-properties-of-undefined',
      'recorder/troubleshooting/failed-to-execute-get-video-metadata',
    ],
  },
  'recorder/faq',
];

export default items;
