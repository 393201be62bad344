import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import createLucideIcon from "./lucide-icon";

const Check = createLucideIcon({
  name: "check",
  size: 24,
  node: [["path", { d: "M20 6 9 17l-5-5", key: "a" }]],
});

describe("createLucideIcon", () => {
  it("draws lucide's markup, hidden from assistive technology unless it is named", () => {
    const { container, rerender } = render(<Check className="size-4" />);
    const svg = container.querySelector("svg");
    expect(svg).toHaveAttribute("class", "lucide lucide-check size-4");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    const attributes: [string, string][] = [
      ["width", "24"],
      ["height", "24"],
      ["viewBox", "0 0 24 24"],
      ["fill", "none"],
      ["stroke", "currentColor"],
      ["stroke-width", "2"],
      ["stroke-linecap", "round"],
      ["stroke-linejoin", "round"],
    ];
    for (const [name, value] of attributes) expect(svg).toHaveAttribute(name, value);
    expect(container.querySelector("path")).toHaveAttribute("d", "M20 6 9 17l-5-5");

    rerender(<Check aria-label="Done" size={16} />);
    expect(container.querySelector("svg")).not.toHaveAttribute("aria-hidden");
    expect(container.querySelector("svg")).toHaveAttribute("width", "16");
  });
});
