import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, fillNodes, placeholders } from "./fill";

describe("fill", () => {
  it("puts each value in its placeholder, wherever the language puts it", () => {
    expect(fill("Welcome, {name}", { name: "Aisha" })).toBe("Welcome, Aisha");
    expect(fill("{count} ulasan untuk {service}", { count: 3, service: "NMN 150" })).toBe(
      "3 ulasan untuk NMN 150",
    );
  });

  it("leaves a placeholder it has no value for as written", () => {
    expect(fill("Total: RM {total}", {})).toBe("Total: RM {total}");
  });
});

describe("fillNodes", () => {
  it("puts elements inside the sentence", () => {
    render(<p>{fillNodes("请联系{link}。", { link: <a href="mailto:help@example.com">客服团队</a> })}</p>);
    expect(screen.getByRole("link", { name: "客服团队" })).toHaveAttribute("href", "mailto:help@example.com");
    expect(screen.getByText(/请联系/)).toHaveTextContent("请联系客服团队。");
  });
});

describe("placeholders", () => {
  it("lists the names a template uses, sorted", () => {
    expect(placeholders("{b} and {a}")).toEqual(["a", "b"]);
    expect(placeholders("no placeholder")).toEqual([]);
  });
});
