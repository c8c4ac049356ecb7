import type {SidebarItem} from '@tessera/plugin-docs';

const items: SidebarItem[] = [
  {type: 'doc', id: 'editor-starter/index', label: 'Overview'},
  'editor-starter/features',
  'editor-starter/installation',
  {
    type: 'category',
    label: 'Concepts',
    items: [
      'editor-starter/architecture',
      'editor-starter/state-management',
      'editor-starter/tracks-and-items',
      'editor-starter/timeline',
      'editor-starter/canvas',
    ],
  },
  {
    type: 'category',
    label: 'Features in depth',
    items: [
      'editor-starter/assets-upload',
      'editor-starter/captions',
      'editor-starter/keyboard-shortcuts',
      'editor-starter/rendering',
      'editor-starter/exporting',
    ],
  },
  {
    type: 'category',
    label: 'Going further',
    items: [
      'editor-starter/customization',
      'editor-starter/deployment',
      'editor-starter/license',
      'editor-starter/faq',
    ],
  },
];

export default items;
