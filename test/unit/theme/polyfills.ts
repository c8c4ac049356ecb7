// jsdom lacks what react-router 7 needs at import time. Imported first by every theme test, so
// the tests do not depend on the jest config's setup files.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;
