import type {SidebarItem} from '@tessera/plugin-docs';

const items: SidebarItem[] = [
  {type: 'doc', id: 'recorder/index', label: 'Overview'},
  'recorder/setup',
  {
    type: 'category',
    label: 'Recording',
    items: ['recorder/recording', 'recorder/devices', 'recorder/shortcuts'],
  },
  {
    type: 'category',
    label: 'Editing',
    items: [
      'recorder/editing',
      'recorder/layouts',
      'recorder/captions',
      'recorder/music',
      'recorder/b-roll',
    ],
  },
  {
    type: 'category',
    label: 'Output',
    items: ['recorder/rendering', 'recorder/exporting', 'recorder/platforms'],
  },
  'recorder/customizing',
  'recorder/troubleshooting',
  'recorder/faq',
];

export default items;
