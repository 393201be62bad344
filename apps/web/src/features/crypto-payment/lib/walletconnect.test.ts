/**
 * @vitest-environment node
 * Node's own WebSocket: jsdom's hands the provider events of another realm, which Node refuses.
 */
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { connectWalletConnect, WalletConnectAborted } from "./walletconnect";
import { WalletError } from "./wallet-errors";

/*
 * WalletConnect's relay cannot be reached from here, and no wallet app is at hand to approve a session: these
 * tests run the real EthereumProvider against a relay on loopback that records what it is sent and answers each
 * request with `true`, as the relay acknowledges a publish. That is as far as a session gets without a wallet.
 */

const PROJECT_ID = "0123456789abcdef0123456789abcdef";
const metadata = { name: "IV Drips", description: "IV drips at home", url: "https://ivdrips.my", icons: [] };

interface Relay {
  url: string;
  /** The query each client connected with. */
  connections: URLSearchParams[];
  /** The JSON-RPC methods received. */
  methods: string[];
  close(): Promise<void>;
}

let relay: Relay | undefined;
afterEach(async () => {
  await relay?.close();
  relay = undefined;
});

async function startRelay(): Promise<Relay> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  const connections: URLSearchParams[] = [];
  const methods: string[] = [];
  server.on("connection", (socket, request) => {
    connections.push(new URL(request.url ?? "/", "ws://relay").searchParams);
    socket.on("message", (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id: number; method?: string };
      if (message.method) methods.push(message.method);
      socket.send(JSON.stringify({ id: message.id, jsonrpc: "2.0", result: true }));
    });
  });
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<string> {
  const probe = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise((resolve) => probe.once("listening", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `ws://127.0.0.1:${port}`;
}

describe("connectWalletConnect", () => {
  it("proposes a session through the relay with the configured project id and hands over the pairing link", async () => {
    relay = await startRelay();
    const controller = new AbortController();
    const uris: string[] = [];
    const connecting = connectWalletConnect({
      projectId: PROJECT_ID,
      metadata,
      relayUrl: relay.url,
      signal: controller.signal,
      onDisplayUri: (uri) => uris.push(uri),
    });
    await expect.poll(() => uris.length, { timeout: 10_000 }).toBe(1);
    expect(relay.connections[0]?.get("projectId")).toBe(PROJECT_ID);
    expect(relay.methods).toContain("wc_proposeSession");
    const uri = new URL(uris[0] ?? "");
    expect(uri.protocol).toBe("wc:");
    expect(uri.pathname).toMatch(/^[0-9a-f]{64}@2$/);
    expect(uri.searchParams.get("relay-protocol")).toBe("irn");
    expect(uri.searchParams.get("symKey")).toMatch(/^[0-9a-f]{64}$/);

    // No wallet approves here: the wait goes on until the customer stops it.
    controller.abort();
    await expect(connecting).rejects.toBeInstanceOf(WalletConnectAborted);
  });

  it("says the relay is unreachable when it does not take the proposal in time", async () => {
    const uris: string[] = [];
    const failure = await connectWalletConnect({
      projectId: PROJECT_ID,
      metadata,
      relayUrl: await closedPort(),
      relayTimeoutMs: 1_500,
      onDisplayUri: (uri) => uris.push(uri),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WalletError);
    expect((failure as WalletError).messageId).toBe("walletConnectUnreachable");
    expect(uris).toEqual([]);
  });

  it("does not start when the wait was already stopped", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      connectWalletConnect({
        projectId: PROJECT_ID,
        metadata,
        signal: controller.signal,
        onDisplayUri: () => {},
      }),
    ).rejects.toBeInstanceOf(WalletConnectAborted);
  });
});
