import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type Chain,
  type Hex,
  type HttpTransport,
  type PublicClient,
  type TestClient,
  type WalletClient,
} from "viem";
import { privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

export interface Anvil {
  rpcUrl: string;
  chainId: number;
  /** The funded dev accounts anvil printed (10 000 ETH each), in its order. */
  accounts: PrivateKeyAccount[];
  publicClient: PublicClient<HttpTransport, Chain>;
  walletClient(account: PrivateKeyAccount): WalletClient<HttpTransport, Chain, PrivateKeyAccount>;
  /** anvil_* methods: mine, setAutomine, snapshot, … */
  testClient: TestClient<"anvil", HttpTransport, Chain>;
  stop(): Promise<void>;
}

const requireHere = createRequire(import.meta.url);

/** The platform package's binary, found through module resolution so hoisting does not matter. */
function anvilBinary(): string {
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  const manifest = requireHere.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`);
  return path.join(path.dirname(manifest), "bin", "anvil");
}

// Anvil answers in milliseconds: poll fast so waiting for receipts does not sleep viem's default 4 s.
const POLLING_INTERVAL_MS = 50;

/** A real local EVM on a free loopback port; stop() it (it is also killed when this process exits). */
export async function startAnvil(options: { chainId?: number; blockTime?: number } = {}): Promise<Anvil> {
  const chainId = options.chainId ?? 8453;
  const args = ["--chain-id", String(chainId), "--host", "127.0.0.1", "--port", "0"];
  if (options.blockTime !== undefined) args.push("--block-time", String(options.blockTime));
  const child = spawn(anvilBinary(), args, { stdio: ["ignore", "pipe", "pipe"] });
  // A failing test must not leave a node running: "exit" still fires when vitest ends the worker.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      process.off("exit", killOnExit);
      reject(new Error(`anvil did not start: ${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail("no 'Listening on' line within 20 s"), 20_000);
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", (error) => fail(error.message));
    child.once("exit", (code) => fail(`exited with code ${code}`));
  });
  // Keep draining its output (one line per request), or a full pipe would block it.
  child.stdout.removeAllListeners("data").resume();
  child.stderr.removeAllListeners("data").resume();
  child.removeAllListeners("exit");

  // Private keys are the only 64-hex-digit values after an "(index)" in the banner.
  const privateKeys = [...output.matchAll(/^\(\d+\) (0x[0-9a-fA-F]{64})$/gm)].map((match) => match[1] as Hex);
  if (privateKeys.length === 0) throw new Error(`anvil printed no private keys:\n${output}`);

  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: chainId,
    name: "Anvil",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);

  return {
    rpcUrl,
    chainId,
    accounts: privateKeys.map((key) => privateKeyToAccount(key)),
    publicClient: createPublicClient({
      chain,
      transport,
      pollingInterval: POLLING_INTERVAL_MS,
      cacheTime: 0,
    }),
    walletClient: (account) =>
      createWalletClient({ account, chain, transport, pollingInterval: POLLING_INTERVAL_MS, cacheTime: 0 }),
    testClient: createTestClient({ mode: "anvil", chain, transport }),
    stop: async () => {
      process.off("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 2_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
