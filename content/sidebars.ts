// The four docs sidebars. Each group of pages keeps its own list in content/sidebars/.
import guidesA from './sidebars/guides-a';
import guidesB from './sidebars/guides-b';
import apiCore from './sidebars/api-c';
import apiPackages from './sidebars/api-d';
import editorStarter from './sidebars/editor-starter';
import recorder from './sidebars/recorder';

export default {
  mainSidebar: [...guidesA, ...guidesB],
  apiSidebar: [...apiCore, ...apiPackages],
  editorStarterSidebar: editorStarter,
  recorderSidebar: recorder,
};
