import type { ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Booking } from "@ivdrips/contract/bookings";
import { cryptoPaymentMessage, cryptoPurchasePaymentMessage } from "@ivdrips/contract/payments";
import { erc20Abi, recoverMessageAddress, type Address } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { startAnvil, type Anvil } from "../apps/api/test/anvil";
import { runCli } from "../apps/api/test/run-cli";
import { startServer } from "../apps/api/test/spawn-server";
import { deployTestToken, type TestToken } from "../apps/api/test/test-tokens";
import { installAnvilWallet, type AnvilWalletOptions } from "./anvil-wallet";
import { completeClearance, fillPlace, giveHealthScreening, HEALTHY_ANSWERS } from "./booking-helpers";
import { E2E_INVITE_CODE, E2E_STAFF_EMAIL, E2E_STAFF_NAME, E2E_STAFF_PASSWORD } from "./e2e-constants";
import { expect, expectAccessible, passInviteGate, SCREENS_DIR, test } from "./fixtures";
import { yourPackages } from "./package-helpers";

/*
 * Crypto payment end to end (issue 6): a real local chain (anvil, chain id 8453) with 6-decimal test tokens,
 * our own API server configured for it (the shared web server has crypto off), and a `window.ethereum` in the
 * page that forwards to anvil. The booking goes through the real service page and the 'Complete Payment' modal.
 */

const SERVICE_ID = "nutriboost";
const SERVICE_PRICE_RM = 800;
/** RM 800 × 0.2368 (MYR_TO_USD default) in 6 decimals: the real charge, not SPEC's 0.001. */
const CHARGE_UNITS = 189_440_000n;
const PASSWORD = "Sunrise2026";
/** A project id as Reown issues them: the modal offers WalletConnect with it (its relay is not reachable here). */
const WALLETCONNECT_PROJECT_ID = "0123456789abcdef0123456789abcdef";

let anvil: Anvil;
let usdc: TestToken;
let usdt: TestToken;
let receiver: Address;
let payer: PrivateKeyAccount;
let server: { child: ChildProcess; output: () => string; url: string; dataDir: string } | undefined;
let counter = 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Until /api/ready: /api/health answers as soon as the process lives, and other calls are 503 until it is ready. */
async function waitForReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the crypto API server exited:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the crypto API server was not ready (/api/ready):\n${output()}`);
}

/** Every file index.html loads is there: the copy is a whole build, not one caught mid-write. */
function isCompleteBuild(dir: string): boolean {
  const index = path.join(dir, "index.html");
  if (!existsSync(index)) return false;
  const assets = [...readFileSync(index, "utf8").matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)];
  return assets.length > 0 && assets.every((match) => existsSync(path.join(dir, match[1] ?? "")));
}

const listing = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).sort().join("\n");

/**
 * A copy of the web app the shared web server built before the tests started, so a rebuild of apps/web/dist
 * meanwhile (another run, a developer's build) cannot swap the lazy chunks under a loaded page.
 */
async function snapshotWebDist(target: string): Promise<string> {
  const source = path.resolve(import.meta.dirname, "../apps/web/dist");
  for (let attempt = 0; attempt < 60; attempt += 1) {
    rmSync(target, { recursive: true, force: true });
    if (isCompleteBuild(source)) {
      try {
        const before = listing(source);
        cpSync(source, target, { recursive: true });
        // Unchanged while copying: no build was writing it.
        if (isCompleteBuild(target) && listing(source) === before && listing(target) === before)
          return target;
      } catch {
        // Files vanished while copying: a build is running. Try again.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no complete web build in ${source}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  anvil = await startAnvil();
  // One after the other: both come from the same deployer account (nonces).
  usdt = await deployTestToken(anvil, { name: "Tether USD", symbol: "USDT" });
  usdc = await deployTestToken(anvil, { name: "USD Coin", symbol: "USDC" });
  receiver = (anvil.accounts[9] as PrivateKeyAccount).address;
  payer = anvil.accounts[1] as PrivateKeyAccount;
  await usdc.mint(payer.address, 1_000_000_000n);
  await usdt.mint(payer.address, 1_000_000_000n);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "ivdrips-e2e-crypto-"));
  const invite = await runCli(["invite", "create", E2E_INVITE_CODE, "--max-uses", "10000"], {
    DATA_DIR: dataDir,
  });
  if (invite.code !== 0) throw new Error(`invite create failed:\n${invite.stdout}\n${invite.stderr}`);
  // Staff put a drip package on sale for the package bought in USDC.
  const staff = await runCli(
    [
      "staff",
      "create",
      "--email",
      E2E_STAFF_EMAIL,
      "--name",
      E2E_STAFF_NAME,
      "--password",
      E2E_STAFF_PASSWORD,
    ],
    { DATA_DIR: dataDir },
  );
  if (staff.code !== 0) throw new Error(`staff create failed:\n${staff.stdout}\n${staff.stderr}`);

  const webDist = await snapshotWebDist(path.join(dataDir, "web"));

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = startServer({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    DATABASE_URL: "",
    REDIS_URL: "",
    JWT_SECRET: "",
    BASE_RPC_URL: anvil.rpcUrl,
    CRYPTO_RECEIVER_ADDRESS: receiver,
    USDT_ADDRESS: usdt.address,
    USDC_ADDRESS: usdc.address,
    CRYPTO_MIN_CONFIRMATIONS: "1",
    WALLETCONNECT_PROJECT_ID,
  });
  server = { ...started, url, dataDir };
  await waitForReady(url, started.child, started.output);
});

test.afterAll(async () => {
  if (server) {
    const { child, dataDir } = server;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  await anvil?.stop();
});

const serverUrl = () => {
  if (!server) throw new Error("the crypto API server is not running");
  return server.url;
};

async function signUp(page: Page, fullName: string) {
  const email = `e2e.crypto.${Date.now()}.${(counter += 1)}@example.com`;
  await page.getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("dialog", { name: "Welcome Back" })
    .getByRole("button", { name: "Create account" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Create Account" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Full Name").fill(fullName);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByLabel(/Phone/).fill("+60 12-345 6789");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: new RegExp(fullName) })).toBeVisible();
}

/**
 * Signs up on the crypto server, fills the service page's booking card with USDT/USDC and submits it. `wallet`
 * null: the browser has no wallet in it (a phone).
 */
async function openCryptoModal(
  page: Page,
  wallet: Omit<AnvilWalletOptions, "anvil">,
): Promise<{
  modal: ReturnType<Page["getByRole"]>;
  walletLog: Awaited<ReturnType<typeof installAnvilWallet>>;
}>;
async function openCryptoModal(
  page: Page,
  wallet: null,
  options: { width: number; height: number },
): Promise<{ modal: ReturnType<Page["getByRole"]> }>;
/** `viewport`: the size the booking is made and paid at, once signed up (the header's Login is a desktop's). */
async function openCryptoModal(
  page: Page,
  wallet: Omit<AnvilWalletOptions, "anvil"> | null,
  viewport?: { width: number; height: number },
) {
  const walletLog = wallet ? await installAnvilWallet(page, { anvil, ...wallet }) : undefined;
  // This server signs its own invite passes: enter the code there too.
  await passInviteGate(page.context(), serverUrl());
  await page.goto(`${serverUrl()}/service/${SERVICE_ID}`);
  await signUp(page, "Mei Ling Tan");
  if (viewport) await page.setViewportSize(viewport);
  // Screened over HTTP (the walk through the screening is booking.spec.ts's): the card asks only the consent
  // to treatment (issue 36).
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  await giveHealthScreening(page.request, token ?? "", HEALTHY_ANSWERS, serverUrl());

  const booking = page.getByRole("region", { name: "Book Your Treatment" });
  // Tomorrow and later always have open windows; today may have none left.
  const days = booking.getByRole("group", { name: "Choose a date" }).getByRole("button");
  await days.and(page.locator(":enabled")).nth(1).click();
  const windows = booking.getByRole("group", { name: "Choose a time window" }).getByRole("button");
  await expect(windows.first()).toBeVisible();
  await windows.and(page.locator(":enabled")).first().click();

  await fillPlace(booking, "Suite 12, Jalan Ampang");
  await booking.getByRole("radio", { name: "USDT/USDC" }).check();
  await booking.getByRole("button", { name: `Complete Booking - RM ${SERVICE_PRICE_RM}` }).click();
  await completeClearance(page, "Mei Ling Tan", { total: `RM ${SERVICE_PRICE_RM}` });

  const modal = page.getByRole("dialog", { name: "Complete Payment" });
  await expect(modal).toBeVisible();
  return { modal, walletLog };
}

/** Chooses USDC; `connect`: the wallet is not authorised yet, so it is connected (Pay waits for that). */
async function chooseUsdc(page: Page, { connect = true }: { connect?: boolean } = {}) {
  const modal = page.getByRole("dialog", { name: "Complete Payment" });
  const usdcButton = modal.getByRole("button", { name: /^USDC/ });
  await expect(usdcButton).toContainText("189.44 USDC");
  await usdcButton.click();
  await expect(modal.getByText("Base", { exact: true })).toBeVisible();
  const pay = modal.getByRole("button", { name: "Pay 189.44 USDC" });
  if (connect) {
    await expect(pay).toBeDisabled();
    await modal.getByRole("button", { name: "Connect wallet" }).click();
    await expect(modal.getByText("Not connected")).toBeHidden();
  }
  await expect(pay).toBeEnabled();
  return pay;
}

async function myBookings(page: Page): Promise<Booking[]> {
  const token = await page.evaluate(() => localStorage.getItem("auth_token"));
  // Through the browser's own request context, which holds this server's invite pass.
  const response = await page.request.get(`${serverUrl()}/api/bookings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Booking[];
}

const usdcBalance = (owner: Address) =>
  anvil.publicClient.readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [owner],
  });

test("USDC: the real amount moves on chain, the server verifies it, and the confirmation page shows the hash", async ({
  gatePassed: page,
}) => {
  test.setTimeout(90_000);
  const receiverBefore = await usdcBalance(receiver);
  const { walletLog } = await openCryptoModal(page, { account: payer });
  const pay = await chooseUsdc(page);
  await page.screenshot({ path: path.join(SCREENS_DIR, "crypto-modal-confirm-1280.png") });
  await pay.click();

  await expect(page).toHaveURL(/\/booking-confirmation\?crypto_tx=0x[0-9a-f]{64}&booking_id=[\w-]+$/, {
    timeout: 45_000,
  });
  await expect(page.getByText("Payment Successful", { exact: true }).first()).toBeVisible();
  const url = new URL(page.url());
  const hash = url.searchParams.get("crypto_tx") ?? "";
  const bookingId = url.searchParams.get("booking_id") ?? "";
  expect(walletLog.sent).toEqual([hash]);
  expect(walletLog.requests).toContain("eth_requestAccounts");
  // Right after the transfer the wallet signed the claim: this booking, Base, our receiver, this hash.
  expect(walletLog.requests.indexOf("personal_sign")).toBeGreaterThan(
    walletLog.requests.indexOf("eth_sendTransaction"),
  );
  expect(walletLog.signed).toHaveLength(1);
  const [claim] = walletLog.signed;

  // The confirmation page shows the booking with the transaction hash, shortened (SPEC §2).
  await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  await expect(page.getByText(`${hash.slice(0, 10)}...${hash.slice(-8)}`)).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS_DIR, "crypto-confirmation-1280.png"), fullPage: true });

  expect(await usdcBalance(receiver)).toBe(receiverBefore + CHARGE_UNITS);
  const bookings = await myBookings(page);
  expect(bookings).toHaveLength(1);
  expect(claim?.message).toBe(
    cryptoPaymentMessage({
      bookingId,
      bookingReference: bookings[0]?.reference ?? "",
      chainId: anvil.chainId,
      receiverAddress: receiver,
      transactionHash: hash,
    }),
  );
  expect(
    await recoverMessageAddress({ message: claim?.message ?? "", signature: claim?.signature ?? "0x" }),
  ).toBe(payer.address);
  expect(bookings[0]).toMatchObject({
    _id: bookingId,
    serviceId: { _id: SERVICE_ID },
    status: "confirmed",
    paymentStatus: "paid",
    clinicApprovalStatus: "pending",
    totalAmount: SERVICE_PRICE_RM,
    paymentMethod: "usdc",
  });
});

test("the signature refused after the transfer: nothing is paid until the wallet signs, then the same transfer pays", async ({
  gatePassed: page,
}) => {
  test.setTimeout(90_000);
  const { modal, walletLog } = await openCryptoModal(page, {
    account: payer,
    signError: { code: 4001, message: "User rejected the request." },
  });
  await (await chooseUsdc(page)).click();
  await expect(modal.getByRole("alert")).toContainText(
    "Your transfer was sent, but the message was not signed. Please try again and sign it in your wallet",
    { timeout: 30_000 },
  );
  expect(walletLog.sent).toHaveLength(1);
  expect(walletLog.signed).toEqual([]);
  // Sent but not claimed: the hold waits, unpaid.
  const [held] = await myBookings(page);
  expect(held).toMatchObject({ status: "pending", paymentStatus: "pending" });

  walletLog.refuseSignatures(undefined);
  await modal.getByRole("button", { name: "Check payment" }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?crypto_tx=0x[0-9a-f]{64}&booking_id=[\w-]+$/, {
    timeout: 45_000,
  });
  expect(new URL(page.url()).searchParams.get("crypto_tx")).toBe(walletLog.sent[0]);
  // One transfer only: the retry signed and claimed the one already sent.
  expect(walletLog.sent).toHaveLength(1);
  expect(walletLog.signed).toHaveLength(1);
  expect(await myBookings(page)).toEqual([
    expect.objectContaining({ _id: held?._id, status: "confirmed", paymentStatus: "paid" }),
  ]);
});

test("wrong chain and the switch refused: 'Wrong Network', then 'Failed to switch to Base network'; nothing held or paid", async ({
  gatePassed: page,
}) => {
  const { modal, walletLog } = await openCryptoModal(page, {
    account: payer,
    authorised: true,
    chainId: 1,
    switchError: { code: 4001, message: "User rejected the request." },
  });
  await (await chooseUsdc(page, { connect: false })).click();
  await expect(page.getByText("Wrong Network", { exact: true })).toBeVisible();
  await expect(modal.getByRole("alert")).toHaveText("Failed to switch to Base network");
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  expect(walletLog.requests).toContain("wallet_switchEthereumChain");
  expect(walletLog.sent).toEqual([]);
  expect(await myBookings(page)).toEqual([]);
});

test("connection rejected (4001): SPEC's message, Pay stays off, nothing held or paid", async ({
  gatePassed: page,
}) => {
  const { modal, walletLog } = await openCryptoModal(page, {
    account: payer,
    connectError: { code: 4001, message: "User rejected the request." },
  });
  await modal.getByRole("button", { name: /^USDC/ }).click();
  await expect(modal.getByRole("button", { name: "Pay 189.44 USDC" })).toBeDisabled();
  await modal.getByRole("button", { name: "Connect wallet" }).click();
  await expect(modal.getByRole("alert")).toHaveText(
    "Connection request was rejected. Please approve the connection in MetaMask.",
  );
  await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
  await expect(modal.getByRole("button", { name: "Pay 189.44 USDC" })).toBeDisabled();
  expect(walletLog.sent).toEqual([]);
  expect(await myBookings(page)).toEqual([]);
});

test("a wallet without USDC: 'Insufficient USDC balance', nothing held or paid", async ({
  gatePassed: page,
}) => {
  const poor = anvil.accounts[2] as PrivateKeyAccount;
  expect(await usdcBalance(poor.address)).toBe(0n);
  const { modal, walletLog } = await openCryptoModal(page, { account: poor });
  await (await chooseUsdc(page)).click();
  await expect(modal.getByRole("alert")).toHaveText("Insufficient USDC balance");
  await page.screenshot({ path: path.join(SCREENS_DIR, "crypto-modal-failed-1280.png") });
  expect(walletLog.sent).toEqual([]);
  expect(await myBookings(page)).toEqual([]);

  // The modal closes on the × (SPEC §2).
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();
});

test("a phone without a wallet: WalletConnect, the wallet apps, a QR of the page and the address; Pay off", async ({
  gatePassed: page,
}) => {
  test.setTimeout(90_000);
  const { modal } = await openCryptoModal(page, null, { width: 390, height: 844 });
  await modal.getByRole("button", { name: /^USDC/ }).click();
  await expect(modal.getByText("Base", { exact: true })).toBeVisible();
  // Nobody is told to install a browser extension, and Pay waits for a wallet.
  await expect(modal.getByText(/install MetaMask/)).toHaveCount(0);
  const pay = modal.getByRole("button", { name: "Pay 189.44 USDC" });
  await expect(pay).toBeDisabled();

  const panel = modal.getByRole("region", { name: "Connect a wallet" });
  await expect(panel.getByRole("button", { name: "Connect with WalletConnect" })).toBeEnabled();
  const pageUrl = `${serverUrl()}/service/${SERVICE_ID}#book`;
  await expect(panel.getByRole("link", { name: "Open in MetaMask" })).toHaveAttribute(
    "href",
    `https://metamask.app.link/dapp/${new URL(pageUrl).host}/service/${SERVICE_ID}#book`,
  );
  await expect(panel.getByRole("link", { name: "Open in Coinbase Wallet" })).toHaveAttribute(
    "href",
    `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
  );
  await expect(panel.getByRole("link", { name: "Open in Trust Wallet" })).toHaveAttribute(
    "href",
    `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageUrl)}`,
  );
  const qr = panel.getByRole("img", { name: "QR code of this payment page" });
  await expect(qr).toBeVisible();
  // Drawn, not a placeholder: an SVG of the page's QR code, loaded with the modal's own chunk.
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  await expect(panel.getByText(receiver, { exact: true })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Copy address" })).toBeVisible();

  await expectAccessible(page);
  await modal.screenshot({ path: path.join(SCREENS_DIR, "crypto-modal-phone-390.png") });
  await page.screenshot({ path: path.join(SCREENS_DIR, "crypto-modal-phone-390-page.png") });
  // The rest of the modal (the address, its Copy button and Pay), scrolled inside the dialog.
  await modal.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await page.screenshot({ path: path.join(SCREENS_DIR, "crypto-modal-phone-390-end.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(pay).toBeDisabled();
  await page.screenshot({ path: path.join(SCREENS_DIR, "crypto-modal-no-wallet-1280.png") });
  expect(await myBookings(page)).toEqual([]);
});

/** Staff put a package on sale on the crypto server, through the console's API. */
async function packageOnSaleHere(page: Page, body: object) {
  const login = await page.request.post(`${serverUrl()}/api/admin/login`, {
    data: { email: E2E_STAFF_EMAIL, password: E2E_STAFF_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post(`${serverUrl()}/api/admin/packages`, {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(created.status(), await created.text()).toBe(201);
}

test("a drip package bought in USDC: paid on chain, confirmed by its purchase, its drips in My Account", async ({
  gatePassed: page,
}) => {
  test.setTimeout(120_000);
  // RM 400 × 0.2368 = 94.72 USDC.
  const name = `Crypto Pack ${Date.now()}`;
  await usdc.mint(payer.address, 100_000_000n);
  const walletLog = await installAnvilWallet(page, { anvil, account: payer });
  await passInviteGate(page.context(), serverUrl());
  await packageOnSaleHere(page, { name, serviceIds: [SERVICE_ID], credits: 4, price: 400, validMonths: 6 });
  await page.goto(`${serverUrl()}/packages`);
  await signUp(page, "Mei Ling Tan");

  const card = page
    .getByRole("list", { name: "Packages on sale" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name }) });
  await card.getByRole("button", { name: "Buy Package" }).click();
  const dialog = page.getByRole("dialog", { name: `Buy ${name}` });
  await dialog.getByRole("radio", { name: "USDT/USDC" }).check();
  await dialog.getByRole("button", { name: "Pay RM 400" }).click();

  const modal = page.getByRole("dialog", { name: "Complete Payment" });
  await expect(dialog).toBeHidden();
  const usdcButton = modal.getByRole("button", { name: /^USDC/ });
  await expect(usdcButton).toContainText("94.72 USDC");
  await usdcButton.click();
  await expect(modal.getByText("Amount due")).toBeVisible();
  await modal.getByRole("button", { name: "Connect wallet" }).click();
  const pay = modal.getByRole("button", { name: "Pay 94.72 USDC" });
  await expect(pay).toBeEnabled();
  const receiverBefore = await usdcBalance(receiver);
  await pay.click();

  await expect(page).toHaveURL(/\/packages\/confirmation\?purchase_id=[\w-]+$/, { timeout: 45_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Package Purchased" })).toBeVisible();
  const purchaseId = new URL(page.url()).searchParams.get("purchase_id") ?? "";
  expect((await usdcBalance(receiver)) - receiverBefore).toBe(94_720_000n);
  // The wallet signed the purchase's claim, naming this purchase, Base, our receiver and its transfer.
  const [hash] = walletLog.sent;
  const claim = walletLog.signed.at(-1);
  expect(claim?.message).toContain(`(${purchaseId})`);
  expect(claim?.message).toBe(
    cryptoPurchasePaymentMessage({
      purchaseId,
      purchaseReference: /Purchase: (IVP-\w+) /.exec(claim?.message ?? "")?.[1] ?? "",
      chainId: 8453,
      receiverAddress: receiver,
      transactionHash: hash ?? "",
    }),
  );
  expect(
    await recoverMessageAddress({ message: claim?.message ?? "", signature: claim?.signature ?? "0x" }),
  ).toBe(payer.address);

  await page.getByRole("link", { name: "View My Account" }).click();
  await expect(yourPackages(page, name).card).toContainText("4 of 4 drips left");
});
