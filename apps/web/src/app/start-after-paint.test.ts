import { afterEach, describe, expect, it, vi } from "vitest";
import { startAfterPaint } from "./start-after-paint";

function pageWith(preload: string) {
  document.head.innerHTML =
    `<script type="module" src="/assets/start-s1.js" data-app-entry="/assets/index-a1.js"` +
    ` data-preload="${preload}"></script>`;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

afterEach(() => {
  document.head.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startAfterPaint", () => {
  it("asks for the app and the page's code once the first frame is on screen, not before", () => {
    pageWith("/assets/service-detail-c3.js /assets/en-rest-b2.js");
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const load = vi.fn(async () => undefined);
    startAfterPaint(load);

    const nextFrame = () => frames.shift()?.(performance.now());
    nextFrame();
    expect(load).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
    nextFrame();
    expect(load).toHaveBeenCalledWith("/assets/index-a1.js");
    expect(preloaded()).toEqual(["/assets/service-detail-c3.js", "/assets/en-rest-b2.js"]);
  });

  it("starts at once in a tab that is not shown, which draws no frame", () => {
    pageWith("");
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const frame = vi.fn();
    vi.stubGlobal("requestAnimationFrame", frame);
    const load = vi.fn(async () => undefined);
    startAfterPaint(load);
    expect(load).toHaveBeenCalledWith("/assets/index-a1.js");
    expect(frame).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
  });

  it("does nothing on a page whose script names no app", () => {
    document.head.innerHTML = '<script type="module" src="/assets/start-s1.js"></script>';
    const load = vi.fn(async () => undefined);
    startAfterPaint(load);
    expect(load).not.toHaveBeenCalled();
  });
});
