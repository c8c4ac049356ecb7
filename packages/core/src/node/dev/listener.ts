// The dev server's HTTP server. It listens as soon as the site has loaded, before webpack's
// compiler and webpack-dev-server are made (half a second of the main thread on a warm start of
// the 1,000-doc corpus): until then it answers the first paint, the vendor script and the static
// folders' files, and every other request waits. webpack-dev-server then takes the listening server (its `server` option)
// and answers everything, the waiting requests included, once it has started.
import type { Application } from 'express';
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

/** A connect-style handler: answers the request or calls `next`. */
export type EarlyHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** A webpack-dev-server middleware that can answer before webpack-dev-server has started. */
export interface EarlyMiddleware {
  name: string;
  middleware: EarlyHandler;
}

export class DevListener {
  readonly server = http.createServer((req, res) => this.answer(req, res));
  /** webpack-dev-server's app, once it has started. */
  private app: RequestListener | null = null;
  private handedOver: RequestListener | null = null;
  private readonly waiting: Array<() => void> = [];

  /** `early`: what is answered before webpack-dev-server has started, in order. */
  constructor(private readonly early: EarlyHandler[]) {}

  listen(host: string, port: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const refused = (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `Port ${port} on ${host} is in use by another program: stop it, or start on another port (--port).`,
              )
            : error,
        );
      this.server.once('error', refused);
      this.server.listen(port, host, () => {
        this.server.off('error', refused);
        resolve();
      });
    });
  }

  /**
   * webpack-dev-server's `server` option: the server it gets already listens, so its `listen`
   * only calls back.
   */
  readonly handOver = (_options: unknown, app: Application): http.Server => {
    this.handedOver = app;
    this.server.listen = ((...args: unknown[]) => {
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return this.server;
    }) as http.Server['listen'];
    return this.server;
  };

  /** webpack-dev-server has started: its app answers from now on. */
  started(): void {
    if (!this.handedOver) throw new Error('webpack-dev-server did not take the dev server');
    this.app = this.handedOver;
    for (const resume of this.waiting.splice(0)) resume();
  }

  close(): void {
    this.server.close();
    this.server.closeAllConnections();
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    if (this.app) return void this.app(req, res);
    const tryFrom = (index: number): void => {
      const handler = this.early[index];
      if (handler) return handler(req, res, () => tryFrom(index + 1));
      this.waiting.push(() => this.app!(req, res));
    };
    tryFrom(0);
  }
}
