import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { erc20Abi, parseAbi, type Address, type Hash, type Hex } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { Anvil } from "./anvil";

/** test/contracts/TestToken.sol, typed here so calls are checked (the compiler's ABI is only `unknown`). */
export const testTokenAbi = [
  ...erc20Abi,
  ...parseAbi([
    "constructor(string name_, string symbol_)",
    "function mint(address to, uint256 value)",
    "function transferTwice(address to, uint256 a, uint256 b)",
  ]),
] as const;

interface SolcOutput {
  errors?: { severity: "error" | "warning" | "info"; formattedMessage: string }[];
  contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
}

// solc-js ships no types; this is the one function used.
const solc = createRequire(import.meta.url)("solc") as { compile(input: string): string };
const sourcePath = path.resolve(import.meta.dirname, "contracts/TestToken.sol");

let bytecode: Hex | undefined;

/** Compiles TestToken.sol once per process (about a second) with the solc-js in node_modules: no network. */
function testTokenBytecode(): Hex {
  if (bytecode) return bytecode;
  const input = {
    language: "Solidity",
    sources: { "TestToken.sol": { content: fs.readFileSync(sourcePath, "utf8") } },
    settings: { outputSelection: { "*": { TestToken: ["evm.bytecode.object"] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join("\n"));
  const object = output.contracts?.["TestToken.sol"]?.TestToken?.evm.bytecode.object;
  if (!object) throw new Error("solc returned no bytecode for TestToken");
  bytecode = `0x${object}`;
  return bytecode;
}

export interface TestToken {
  address: Address;
  /** Each call resolves with the hash once the transaction is mined (automine), its receipt fetched. */
  transfer(from: PrivateKeyAccount, to: Address, amount: bigint): Promise<Hash>;
  /** One transaction emitting two Transfer logs to `to`, of `a` then `b`. */
  transferTwice(from: PrivateKeyAccount, to: Address, a: bigint, b: bigint): Promise<Hash>;
  /** A transfer of more than the sender holds: mined, but reverted (receipt status "reverted"). */
  failingTransfer(from: PrivateKeyAccount, to: Address): Promise<Hash>;
  mint(to: Address, amount: bigint): Promise<Hash>;
}

/** Deploys a fresh 6-decimal TestToken from the first dev account. */
export async function deployTestToken(
  anvil: Anvil,
  { name, symbol }: { name: string; symbol: string },
): Promise<TestToken> {
  const deployer = anvil.walletClient(anvil.accounts[0] as PrivateKeyAccount);
  const deployHash = await deployer.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode(),
    args: [name, symbol],
  });
  const deployed = await anvil.publicClient.waitForTransactionReceipt({ hash: deployHash });
  const address = deployed.contractAddress;
  if (deployed.status !== "success" || !address) throw new Error(`deploying ${symbol} failed`);

  const mined = async (hash: Hash) => {
    await anvil.publicClient.waitForTransactionReceipt({ hash });
    return hash;
  };
  const token = { address, abi: testTokenAbi } as const;

  return {
    address,
    transfer: async (from, to, amount) =>
      mined(
        await anvil
          .walletClient(from)
          .writeContract({ ...token, functionName: "transfer", args: [to, amount] }),
      ),
    transferTwice: async (from, to, a, b) =>
      mined(
        await anvil
          .walletClient(from)
          .writeContract({ ...token, functionName: "transferTwice", args: [to, a, b] }),
      ),
    failingTransfer: async (from, to) => {
      const balance = await anvil.publicClient.readContract({
        ...token,
        functionName: "balanceOf",
        args: [from.address],
      });
      // An explicit gas limit skips estimation, which would refuse the call before anything is sent.
      const hash = await anvil
        .walletClient(from)
        .writeContract({ ...token, functionName: "transfer", args: [to, balance + 1n], gas: 100_000n });
      return mined(hash);
    },
    mint: async (to, amount) =>
      mined(await deployer.writeContract({ ...token, functionName: "mint", args: [to, amount] })),
  };
}
