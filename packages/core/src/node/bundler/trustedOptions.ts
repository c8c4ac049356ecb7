// Webpack plugins check their options against a JSON schema when they are made, and compiling
// a schema (ajv) costs the dev server's start-up about 0.3 s of CPU per plugin (a build's CSS
// extraction and minifier about 0.14 s, spent even when the previous bundle is reused). Options that are
// Tessera's own, fixed in the code and covered by its tests, skip that check; a site's plugins
// (configureWebpack) are still checked.
import { disableValidation, enableValidation, needValidate } from 'schema-utils';

export function withTrustedOptions<T>(make: () => T): T {
  if (!needValidate()) return make();
  disableValidation();
  try {
    return make();
  } finally {
    enableValidation();
  }
}
