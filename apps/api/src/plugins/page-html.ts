import fs from "node:fs";
import path from "node:path";
import { INVITE_GATE_ATTRIBUTE } from "@ivdrips/contract/prerender";
import { z } from "zod";
import { prepareBody, type PreparedBody } from "./prepared-body";

/**
 * What the web build writes for a page about one signed-in person: index.html with a script of its own that
 * asks for the page's first data while the app downloads (decision 044); page-preloads.json names its pages.
 */
const SIGNED_IN_HTML = "signed-in.html";

/** What the web build writes as page-preloads.json (apps/web/vite.config.ts). */
const pagePreloadsSchema = z.object({
  pages: z.array(
    z.object({
      pattern: z.string().startsWith("/"),
      files: z.array(z.string().regex(/^assets\/[\w.-]+\.js$/)),
      html: z.literal(SIGNED_IN_HTML).optional(),
    }),
  ),
});

export interface PageHtmlSet {
  /**
   * The HTML for a path: index.html with that page's code listed in it (signed-in.html for the pages the build
   * names, past the gate), or null for index.html as built. For a visitor without an invite pass (`gateClosed`)
   * index.html with #root marked so (null if index.html cannot be marked).
   */
  forPath(pathname: string, gateClosed: boolean): PreparedBody | null;
  /**
   * What a prerendered page is written into, when the build wrote it: for a visitor without a pass gate.html,
   * whose script works the gate and starts the app after the code (decision 027); for one with a pass
   * start.html, whose script starts the app, and fetches the page's code, after the first paint (decision
   * 028). Otherwise the text of forPath(pathname, false), or index.html as built.
   */
  textFor(pathname: string, gateClosed: boolean): string;
}

const ROOT_OPENING = '<div id="root">';
/** What the web build writes for a prerendered page (apps/web/vite.config.ts, scriptedPages). */
const GATE_HTML = "gate.html";
const START_HTML = "start.html";
/** Where start.html's script is told the page's code. */
const PRELOAD_SLOT = ' data-preload=""';

const readIfBuilt = (file: string): string | null =>
  fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;

/** start.html telling its script to fetch these files (paths under dist, as page-preloads.json lists them). */
function startFor(start: string, files: string[]): string {
  return start.replace(PRELOAD_SLOT, () => ` data-preload="${files.map((file) => `/${file}`).join(" ")}"`);
}

/**
 * The page as sent to a browser without a valid invite pass: #root says so, and the web app asks the API nothing
 * that needs a pass until a code is accepted. Null when the HTML has no `<div id="root">` to mark.
 */
export function withGateClosed(html: string): string | null {
  if (!html.includes(ROOT_OPENING)) return null;
  return html.replace(ROOT_OPENING, `<div id="root" ${INVITE_GATE_ATTRIBUTE}="closed">`);
}

/** "/service/:id" matches "/service/nmn-150" (one non-empty segment per parameter) and "/support/". */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(":") || segment === have[index])
  );
}

/**
 * index.html for each lazily loaded page with `<link rel="modulepreload">` for that page's code, so the
 * browser fetches it with the app's own script instead of discovering it a level at a time after the app
 * has run, each also as a browser without an invite pass gets it (withGateClosed); and gate.html and
 * start.html for the pages the server prerenders (textFor). Built once at start from the build's
 * page-preloads.json; without that file (an older build, the tests' stand-in) every page gets index.html as
 * it is.
 */
export function loadPageHtml(distDir: string): PageHtmlSet {
  const manifestPath = path.join(distDir, "page-preloads.json");
  const index = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  const gate = readIfBuilt(path.join(distDir, GATE_HTML));
  const start = readIfBuilt(path.join(distDir, START_HTML));
  const closedIndex = withGateClosed(index);
  const closedIndexHtml = closedIndex === null ? null : prepareBody(closedIndex);
  if (!fs.existsSync(manifestPath)) {
    return {
      forPath: (_pathname, gateClosed) => (gateClosed ? closedIndexHtml : null),
      textFor: (_pathname, gateClosed) => (gateClosed ? gate : start) ?? index,
    };
  }
  if (!index.includes("</head>")) throw new Error(`${distDir}/index.html has no </head>`);
  const { pages } = pagePreloadsSchema.parse(JSON.parse(fs.readFileSync(manifestPath, "utf8")));
  const signedIn = readIfBuilt(path.join(distDir, SIGNED_IN_HTML));
  const withLinks = (html: string, files: string[]) =>
    html.replace(
      "</head>",
      `${files.map((file) => `<link rel="modulepreload" href="/${file}">`).join("")}</head>`,
    );
  const built = pages.map(({ pattern, files, html }) => {
    const text = withLinks(index, files);
    // Its data is asked for by signed-in.html past the gate only: under it the API would refuse every read.
    const open = html === SIGNED_IN_HTML && signedIn !== null ? withLinks(signedIn, files) : text;
    const closed = withGateClosed(text);
    return {
      pattern,
      text,
      startText: start === null ? null : startFor(start, files),
      html: prepareBody(open),
      closedHtml: closed === null ? null : prepareBody(closed),
    };
  });
  const find = (pathname: string) => built.find(({ pattern }) => matchesPattern(pattern, pathname));
  return {
    forPath: (pathname, gateClosed) => {
      const page = find(pathname);
      if (!gateClosed) return page?.html ?? null;
      return page ? page.closedHtml : closedIndexHtml;
    },
    textFor: (pathname, gateClosed) => {
      const page = find(pathname);
      return (gateClosed ? gate : page ? page.startText : start) ?? page?.text ?? index;
    },
  };
}
