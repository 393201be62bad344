#!/usr/bin/env node
/**
 * Runs the Dockerfile's steps without Docker (no image registry is reachable here), so the image's recipe
 * is exercised as written: a clean copy of the repository (git clone of HEAD), then each stage's COPY,
 * WORKDIR, ENV and RUN in a folder of its own standing for the stage's file system, then the last stage's
 * CMD with its ENV, checked with its HEALTHCHECK (GET /api/ready), then stopped with its STOPSIGNAL.
 *
 *   node scripts/docker-steps.mjs [--keep]      (about 4 minutes; --keep leaves the folders in place)
 *
 * What it cannot reproduce: the base image (it uses this machine's node and npm), USER and --chown (it runs
 * as the current user), absolute paths outside WORKDIR. npm's cache mount is this machine's npm cache, read
 * first (prefer-offline); a step that would empty it is refused.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "..");
const keep = process.argv.includes("--keep");
const work = mkdtempSync(path.join(os.tmpdir(), "ivdrips-docker-steps-"));
const context = path.join(work, "context");
const log = (line) => console.log(`[docker-steps] ${line}`);

/** Dockerfile instructions, continuation lines joined and comments dropped. */
function instructions(text) {
  const joined = text.replace(/\\\n/g, " ");
  return joined
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

/** ["a", "b"] (exec form) or a shell string. */
const execForm = (args) => (args.startsWith("[") ? JSON.parse(args) : ["sh", "-c", args]);

/** ENV a=b c="d e" (or the old ENV a b). */
function parseEnv(args) {
  const pairs = {};
  if (!args.includes("=")) {
    const [name, ...value] = args.split(/\s+/);
    pairs[name] = value.join(" ");
    return pairs;
  }
  for (const match of args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)) pairs[match[1]] = match[3] ?? match[2];
  return pairs;
}

/** A stage: its root folder, working directory inside it, and environment. */
const stages = new Map();
let stage;
const inStage = (target) => path.join(stage.root, path.posix.resolve(stage.workdir, target));

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

let server;
try {
  log(`clean copy of HEAD in ${context}`);
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repoRoot, context], { stdio: "inherit" });
  const ignored = readFileSync(path.join(context, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  // .git is in .dockerignore; the rest is absent from a fresh clone anyway.
  if (ignored.includes(".git")) rmSync(path.join(context, ".git"), { recursive: true, force: true });

  let health;
  let stopSignal = "SIGTERM";
  let command;
  for (const { keyword, args } of instructions(readFileSync(path.join(context, "Dockerfile"), "utf8"))) {
    switch (keyword) {
      case "FROM": {
        const [, name] = /\bAS\s+(\S+)/i.exec(args) ?? [];
        const root = path.join(work, `stage-${stages.size}${name ? `-${name}` : ""}`);
        mkdirSync(root, { recursive: true });
        stage = { root, workdir: "/", env: {} };
        if (name) stages.set(name, stage);
        log(`FROM ${args} -> ${root} (this machine's node ${process.version})`);
        break;
      }
      case "WORKDIR":
        stage.workdir = path.posix.resolve(stage.workdir, args);
        mkdirSync(inStage("."), { recursive: true });
        break;
      case "ENV":
        Object.assign(stage.env, parseEnv(args));
        break;
      case "ARG": {
        // A build argument (docker build --build-arg NAME=value): this script's own environment gives it.
        const [name, fallback] = args.split("=", 2);
        const value = process.env[name] ?? fallback;
        if (value !== undefined) stage.env[name] = value;
        log(`ARG ${name}${value === undefined ? " (not given)" : `=${value}`}`);
        break;
      }
      case "COPY": {
        const parts = args.split(/\s+/);
        const from = parts.find((part) => part.startsWith("--from="))?.slice("--from=".length);
        const paths = parts.filter((part) => !part.startsWith("--"));
        const destination = paths.pop();
        for (const source of paths) {
          const origin = from
            ? path.join(stages.get(from).root, path.posix.resolve("/", source))
            : path.join(context, source);
          const target = destination.endsWith("/")
            ? path.join(inStage(destination), source === "." ? "" : path.basename(source))
            : inStage(destination);
          log(`COPY ${from ? `--from=${from} ` : ""}${source} -> ${path.relative(work, target)}`);
          cpSync(origin, target, { recursive: true });
        }
        break;
      }
      case "RUN": {
        // --mount=type=cache for npm's cache: this machine's own npm cache plays that part.
        const step = args.replace(/^(--mount=\S+\s+)+/, "");
        // The steps run on this machine, not in a container: nothing may empty its npm cache.
        if (/\bnpm\s+cache\s+clean\b/.test(step)) {
          throw new Error(`RUN ${step}: would empty this machine's npm cache; use a cache mount instead`);
        }
        log(`RUN ${step}`);
        const [file, ...rest] = execForm(step);
        const result = spawnSync(file, rest, {
          cwd: inStage("."),
          stdio: "inherit",
          env: { ...process.env, ...stage.env, npm_config_prefer_offline: "true" },
        });
        if (result.status !== 0) throw new Error(`RUN ${step} failed (${result.status ?? result.signal})`);
        break;
      }
      case "HEALTHCHECK":
        health = execForm(args.replace(/^(--\S+\s+)*CMD\s+/, ""));
        break;
      case "STOPSIGNAL":
        stopSignal = args.startsWith("SIG") ? args : `SIG${args}`;
        break;
      case "CMD":
        command = execForm(args);
        break;
      case "USER":
      case "EXPOSE":
      case "VOLUME":
      case "LABEL":
        log(`${keyword} ${args} (not reproduced)`);
        break;
      default:
        throw new Error(`docker-steps does not know ${keyword}: add it here`);
    }
  }

  // What compose.yaml sets for a trial: a real secret, the sandbox (no Stripe account), a free port.
  const port = await freePort();
  const env = {
    ...stage.env,
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(stage.root, path.posix.resolve(stage.workdir, "data")),
    JWT_SECRET: randomBytes(48).toString("base64"), // openssl rand -base64 48
    CLINICAL_DATA_KEY: randomBytes(32).toString("base64"), // openssl rand -base64 32
    ALLOW_SANDBOX_PAYMENTS: "true",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const [file, ...rest] = command;
  log(`CMD ${command.join(" ")} on port ${port}`);
  server = spawn(file === "node" ? process.execPath : file, rest, {
    cwd: inStage("."),
    env,
    stdio: "inherit",
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const [checkFile, ...checkArgs] = health;
    const check = spawnSync(checkFile === "node" ? process.execPath : checkFile, checkArgs, {
      env,
      timeout: 5000,
    });
    if (check.status === 0) break;
    if (server.exitCode !== null)
      throw new Error(`the server exited (${server.exitCode}) before it was healthy`);
    if (Date.now() > deadline) throw new Error("the HEALTHCHECK did not pass within 2 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  log("HEALTHCHECK passed: /api/ready answered 200");
  server.kill(stopSignal);
  const code = await new Promise((resolve) => server.once("exit", (exitCode) => resolve(exitCode)));
  if (code !== 0) throw new Error(`the server exited with ${code} after ${stopSignal}`);
  log(`${stopSignal}: the server stopped (exit 0)`);
  log("OK");
} catch (error) {
  if (server && server.exitCode === null) server.kill("SIGKILL");
  console.error(`[docker-steps] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (keep) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
