import { describe, expect, it } from "vitest";
import type { NotificationHandlers } from "../../db/listener";
import { CATALOGUE_CHANNEL, perCatalogueVersion, watchCatalogueVersion } from "./catalogue-version";

/** A database whose listening the test drives: notify, drop and reopen the connection by hand. */
function fakeListening() {
  let handlers: NotificationHandlers | undefined;
  let listens = 0;
  return {
    database: {
      listen: async (channel: string, given: NotificationHandlers) => {
        expect(channel).toBe(CATALOGUE_CHANNEL);
        listens += 1;
        handlers = given;
        return async () => undefined;
      },
    },
    notify: () => handlers?.onNotify("services"),
    lose: () => handlers?.onLost?.(),
    reconnect: () => handlers?.onReconnect(),
    listens: () => listens,
  };
}

/** A computation that counts its runs and finishes when the test says so. */
function controlledCompute() {
  let runs = 0;
  const pending: ((value: number) => void)[] = [];
  return {
    compute: () => {
      runs += 1;
      const run = runs;
      return new Promise<number>((resolve) => pending.push(() => resolve(run)));
    },
    finishAll: () => pending.splice(0).forEach((finish) => finish(0)),
    runs: () => runs,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

async function listeningVersion() {
  const listening = fakeListening();
  const version = watchCatalogueVersion(listening.database);
  expect(version.current()).toBeUndefined();
  await settle();
  expect(version.current()).toBe(0);
  return { listening, version };
}

describe("the catalogue version", () => {
  it("starts listening at the first read and moves with every notification", async () => {
    const { listening, version } = await listeningVersion();
    listening.notify();
    listening.notify();
    expect(version.current()).toBe(2);
    expect(listening.listens()).toBe(1);
  });

  it("is unknown from a lost connection until it is back, and has moved by then", async () => {
    const { listening, version } = await listeningVersion();
    listening.lose();
    expect(version.current()).toBeUndefined();
    listening.reconnect();
    expect(version.current()).toBeGreaterThan(0);
  });
});

describe("perCatalogueVersion", () => {
  it("computes once per version however many ask at once, and again after a change", async () => {
    const { listening, version } = await listeningVersion();
    const work = controlledCompute();
    const read = perCatalogueVersion(version, work.compute);
    const together = [read(), read(), read()];
    work.finishAll();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(await read()).toBe(1);
    listening.notify();
    const after = read();
    work.finishAll();
    expect(await after).toBe(2);
    expect(work.runs()).toBe(2);
  });

  it("does not keep what was computed while a change committed", async () => {
    const { listening, version } = await listeningVersion();
    const work = controlledCompute();
    const read = perCatalogueVersion(version, work.compute);
    const during = read();
    listening.notify();
    // Asked after the change: not given the computation that may have read the catalogue before it.
    const after = read();
    work.finishAll();
    expect(await during).toBe(1);
    expect(await after).toBe(2);
    const next = read();
    work.finishAll();
    expect(await next).toBe(2);
    expect(work.runs()).toBe(2);

    // A change during the computation of the current version: its result is dropped once finished.
    listening.notify();
    const racing = read();
    listening.notify();
    work.finishAll();
    expect(await racing).toBe(3);
    const fresh = read();
    work.finishAll();
    expect(await fresh).toBe(4);
  });

  it("computes every time while the version is unknown, and keeps no failure", async () => {
    const { listening, version } = await listeningVersion();
    let runs = 0;
    let fail = true;
    const read = perCatalogueVersion(version, async () => {
      runs += 1;
      if (fail) throw new Error("database down");
      return runs;
    });
    await expect(read()).rejects.toThrow("database down");
    fail = false;
    expect(await read()).toBe(2);
    listening.lose();
    expect(await read()).toBe(3);
    expect(await read()).toBe(4);
    listening.reconnect();
    expect(await read()).toBe(5);
    expect(await read()).toBe(5);
  });
});
