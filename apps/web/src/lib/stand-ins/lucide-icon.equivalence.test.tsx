import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createLucideIcon as upstreamCreateLucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconProps } from "./lucide-icon";

/*
 * Our createLucideIcon (decision 025) against lucide-react 1.75.0's, on every icon the app imports: each is drawn
 * from lucide-react's own icon data by both, with the props the app passes, and the markup compared.
 */

const SOURCE = path.resolve(import.meta.dirname, "../..");

/** The icons the app imports from lucide-react ("Check", "XIcon", …; not its types). */
const used = new Set<string>();
for (const file of readdirSync(SOURCE, { recursive: true, encoding: "utf8" })) {
  if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
  const source = readFileSync(path.join(SOURCE, file), "utf8");
  for (const [, names = ""] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
    for (const name of names.split(",").map((part) => part.trim().split(/\s+as\s+/)[0] ?? ""))
      if (name && !name.startsWith("type ")) used.add(name);
  }
}

/** Exported name → its icon module, as lucide-react's entry lists them. */
const entry = createRequire(import.meta.url).resolve("lucide-react/dist/esm/lucide-react.mjs");
const moduleOf = new Map<string, string>();
for (const [, names = "", file = ""] of readFileSync(entry, "utf8").matchAll(
  /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
))
  for (const [, name = ""] of names.matchAll(/default as (\w+)/g)) moduleOf.set(name, file);

interface IconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: [string, Record<string, string>][];
}

const icons = await Promise.all(
  [...used].sort().map(async (name) => {
    const file = moduleOf.get(name);
    if (!file) throw new Error(`${name} is not one of lucide-react's icons`);
    const module = (await import(/* @vite-ignore */ `lucide-react/icons/${file}`)) as {
      __iconData: IconData;
    };
    return { name, data: module.__iconData };
  }),
);

/** Both drawings of an icon with the same props. */
function draw(data: IconData, props: IconProps) {
  const Ours = createLucideIcon(data);
  const Theirs = upstreamCreateLucideIcon(data as never);
  return [renderToStaticMarkup(<Ours {...props} />), renderToStaticMarkup(<Theirs {...props} />)];
}

describe("createLucideIcon", () => {
  it("finds the icons the app imports", () => {
    expect(icons.length).toBeGreaterThan(40);
  });

  const propsCases: [what: string, props: IconProps & Record<string, unknown>][] = [
    ["no props", {}],
    ["a class", { className: "text-primary size-4 shrink-0" }],
    ["a size", { size: 16 }],
    ["a size as text", { size: "20" }],
    ["a width and height", { width: 18, height: 12 }],
    ["a stroke width", { strokeWidth: 1.5 }],
    ["an absolute stroke width", { size: 48, strokeWidth: 3, absoluteStrokeWidth: true }],
    ["a colour", { color: "red" }],
    ["an accessible name", { "aria-label": "Done", role: "img" }],
    ["aria-hidden given", { "aria-hidden": true }],
    ["other attributes", { "data-testid": "icon", style: { opacity: 0.5 }, focusable: "false" }],
    ["a title child", { children: <title>Done</title> }],
  ];
  for (const [what, props] of propsCases)
    it(`draws every icon the app uses as lucide-react does: ${what}`, () => {
      const differ = icons.flatMap(({ name, data }) => {
        const [ours, theirs] = draw(data, props);
        return ours === theirs ? [] : [`${name}: ${ours} ≠ ${theirs}`];
      });
      expect(differ).toEqual([]);
    });

  // Where the two differ on purpose (README.md), shown so that a change on either side is seen.
  describe("differs from lucide-react's, on props the app never passes", () => {
    const check: IconData = { name: "check", size: 24, node: [["path", { d: "M20 6 9 17l-5-5" }]] };

    it("keeps a class given twice, which lucide-react writes once", () => {
      const [ours, theirs] = draw(check, { className: "lucide size-4 size-4" });
      expect(ours).toContain('class="lucide lucide-check lucide size-4 size-4"');
      expect(theirs).toContain('class="lucide lucide-check size-4"');
    });

    it("strokes with an empty colour, where lucide-react keeps currentColor", () => {
      const [ours, theirs] = draw(check, { color: "" });
      expect(ours).toContain('stroke=""');
      expect(theirs).toContain('stroke="currentColor"');
    });
  });
});
