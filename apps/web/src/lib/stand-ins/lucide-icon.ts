import { createElement, type ReactNode, type Ref, type SVGProps } from "react";

/*
 * What lucide-react's icons are made with, in a few lines: every icon module of lucide-react calls
 * createLucideIcon with its drawing, and the build points that call here (vite.config.ts, lucideIcons()), so
 * `/` carries the drawings it shows and not lucide's icon runtime (context, class merging, alias handling;
 * about 1 kB gzip, decision 025). Same markup: <svg class="lucide lucide-{name} …"> with lucide's default
 * attributes, aria-hidden unless the icon is given an accessible name, role or content.
 */

interface IconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: [tag: string, attributes: Record<string, string>][];
}

export interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
}

const accessible = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => (name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null,
  );

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  function Icon({
    size = 24,
    width,
    height,
    color = "currentColor",
    strokeWidth = 2,
    absoluteStrokeWidth,
    className,
    children,
    ...rest
  }: IconProps): ReactNode {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: width ?? size,
        height: height ?? size,
        viewBox: `0 0 ${box} ${box}`,
        fill: "none",
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [
          "lucide",
          `lucide-${icon.name}`,
          ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`),
          className,
        ]
          .filter(Boolean)
          .join(" "),
        ...(children || accessible(rest) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return Icon;
}
