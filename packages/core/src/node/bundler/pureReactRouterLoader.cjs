// webpack loader for react-router's production build (client, production only). Its top level
// sets `X.displayName = "..."` on contexts and components, and creates them with
// `React.createContext()` / `forwardRef()` / `memo()` calls the minifier must assume have side
// effects, so every export stays in the bundle even when a site uses a few hooks. Dropping the
// display names (only React DevTools reads them) and marking those calls pure lets unused
// exports go: about 2 KB gzip off the main chunk, more once Routes and Link are not imported.
const DISPLAY_NAME = /^\s*[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";[ \t]*$/gm;
const REACT_FACTORY = /(?<![\w$.]|__PURE__ \*\/ )(React\d*\.(?:createContext|forwardRef|memo)\()/g;

module.exports = function pureReactRouterLoader(source) {
  return source.replace(DISPLAY_NAME, '').replace(REACT_FACTORY, '/* @__PURE__ */ $1');
};
