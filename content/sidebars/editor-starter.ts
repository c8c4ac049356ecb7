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
      'editor-starter/undo-redo',
      'editor-starter/backend-routes',
    ],
  },
  {
    type: 'category',
    label: 'Features in depth',
    items: [
      'editor-starter/assets-upload',
      'editor-starter/captions',
      'editor-starter/fonts',
      'editor-starter/snapping',
      'editor-starter/cropping',
      'editor-starter/copy-paste',
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
      'editor-starter/features-not-included',
      'editor-starter/deployment',
      'editor-starter/production-checklist',
      'editor-starter/license',
      'editor-starter/faq',
    ],
  },
];

export default items;
