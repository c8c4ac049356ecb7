// postinstall: fetches the type definitions the docs checker reads from npm pack tarballs
// (test/docs/packageTypes.ts), so that `yarn test` never reaches the registry. Offline, it only
// warns: the docs test then names what is missing.
import { ensureCachedPackages } from '../test/docs/packageTypes';

for (const problem of ensureCachedPackages()) console.warn(`[warn] ${problem}`);
