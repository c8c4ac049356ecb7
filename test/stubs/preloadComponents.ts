// Code the browser loads on demand is there from the start in unit tests, as on the server:
// preloadable components (see packages/core/src/client/exports/Lazy) and the head manager
// (see packages/core/src/client/head/helmet), so components render synchronously.
import { preloadAllComponents } from '../../packages/core/src/client/exports/Lazy';
import { loadHelmet } from '../../packages/core/src/client/head/helmet';

beforeAll(() => Promise.all([preloadAllComponents(), loadHelmet()]));
