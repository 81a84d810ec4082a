import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sendFile } from '../../../src/service/sendFile';

/** A loopback server answering every request with `body` through sendFile; resolves when sendFile has. */
async function serving(body: Buffer, idleTimeoutMs: number) {
  let finished!: (outcome: { destroyed: boolean }) => void;
  const done = new Promise<{ destroyed: boolean }>((resolve) => {
    finished = resolve;
  });
  const server: Server = createServer((_request, response) => {
    const gone = new AbortController();
    response.on('close', () => gone.abort());
    void sendFile(response, {}, { parts: [body], length: body.length }, gone.signal, idleTimeoutMs).then(() =>
      finished({ destroyed: response.destroyed }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, done };
}

describe('sendFile', () => {
  test('a client that stops reading is cut off after the idle timeout, which ends the send', async () => {
    const { server, port, done } = await serving(Buffer.alloc(64 * 1024 * 1024, 0x20), 200);
    const socket: Socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /file HTTP/1.1\r\nhost: x\r\n\r\n');
    // Read the first bytes, then nothing more: the server's writes back up until 'drain' never comes.
    socket.once('data', () => socket.pause());
    const outcome = await done;
    expect(outcome.destroyed).toBe(true);
    socket.destroy();
    server.close();
  });

  test('a client that reads gets the whole file', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 0x41);
    const { server, port, done } = await serving(body, 200);
    const response = await fetch(`http://127.0.0.1:${port}/file`);
    expect((await response.arrayBuffer()).byteLength).toBe(body.length);
    await done;
    server.close();
  });
});
