// `compression` ships no types; the engine uses it as plain Node middleware.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(options?: {
    threshold?: number | string;
  }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
}
