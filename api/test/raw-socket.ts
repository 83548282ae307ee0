import WebSocket from 'ws';

type Message = { id?: string; type: string; payload?: any };

/**
 * One graphql-ws connection spoken message by message, as an attacker's script would: every
 * message the server sends is kept by operation id, and the close code is recorded. The
 * harness' client hides both (it reconnects, and opens one socket per subscription).
 */
export class RawSocket {
  readonly messages: Message[] = [];
  closed: { code: number; reason: string } | null = null;
  private readonly socket: WebSocket;
  private readonly opened: Promise<void>;
  private nextId = 0;
  /** Called after every message and on close, to wake whoever waits (no polling: the bench times answers). */
  private waiters = new Set<() => void>();

  constructor(baseUrl: string, cookie = '') {
    this.socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: cookie ? { cookie } : {},
    });
    this.socket.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)));
      this.wake();
    });
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
      this.socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
  }

  /** Opens the connection and waits for graphql-ws' acknowledgement (or the close that refuses it). */
  async init(): Promise<this> {
    await this.opened;
    this.send({ type: 'connection_init', payload: {} });
    await this.until(() => this.messages.some((m) => m.type === 'connection_ack') || this.closed !== null);
    return this;
  }

  send(message: Message | string) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Starts an operation; returns its id. */
  subscribe(query: string, variables?: Record<string, unknown>): string {
    const id = String(++this.nextId);
    this.send({ id, type: 'subscribe', payload: { query, variables } });
    return id;
  }

  of(id: string): Message[] {
    return this.messages.filter((m) => m.id === id);
  }

  /** The first error or next message of an operation, once it came. */
  async answer(id: string, ms = 5000): Promise<Message> {
    await this.until(() => this.of(id).some((m) => m.type === 'error' || m.type === 'next') || this.closed !== null, ms);
    const answer = this.of(id).find((m) => m.type === 'error' || m.type === 'next');
    if (!answer) throw new Error(`no answer to ${id}; socket closed ${JSON.stringify(this.closed)}`);
    return answer;
  }

  get isOpen() {
    return this.socket.readyState === WebSocket.OPEN;
  }

  private wake() {
    for (const waiter of [...this.waiters]) waiter();
  }

  /** Waits until `predicate` holds (checked on every message and on close), or fails after `ms`. */
  async until(predicate: () => boolean, ms = 5000) {
    if (predicate()) return;
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!predicate()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error('timed out waiting on the socket'));
      }, ms);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }

  async close() {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise((resolve) => this.socket.once('close', resolve));
    this.socket.close();
    await closed;
  }
}
