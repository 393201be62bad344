import { Slot as RadixSlot } from "@radix-ui/react-slot";
import { fireEvent, render } from "@testing-library/react";
import { createRef, type ComponentType, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "./slot";

/*
 * Our Slot (decision 025) against @radix-ui/react-slot 1.5.0's, given the same props and child: the markup, the
 * handlers that run and in what order, and the refs set.
 */

type AnySlot = ComponentType<Record<string, unknown> & { children?: ReactNode }>;
const slots: [name: string, Component: AnySlot][] = [
  ["ours", Slot as AnySlot],
  ["Radix's", RadixSlot as AnySlot],
];

/** The markup each slot renders for the same props and child. */
function markup(props: Record<string, unknown>, child: ReactElement) {
  return slots.map(([, Component]) => renderToStaticMarkup(<Component {...props}>{child}</Component>));
}

describe("Slot", () => {
  const cases: [what: string, props: Record<string, unknown>, child: ReactElement][] = [
    ["a link as a button", { "data-slot": "button", className: "btn" }, <a href="/book">Book</a>],
    ["both classes, the slot's first", { className: "a b" }, <a className="c">x</a>],
    ["the child's props win", { id: "slot", title: "Slot", role: "link" }, <span id="child">x</span>],
    [
      "styles merged, the child's winning",
      { style: { color: "red", margin: 1 } },
      <span style={{ color: "blue", padding: 2 }}>x</span>,
    ],
    ["the slot's style alone", { style: { color: "red" } }, <span>x</span>],
    ["one described-by id", { "aria-describedby": "hint" }, <input />],
    ["the child's children kept", { className: "a" }, <button type="submit">{["Pay", " now"]}</button>],
    ["a component child", { className: "a", disabled: true }, <Button>x</Button>],
  ];
  for (const [what, props, child] of cases)
    it(`renders the same markup as Radix's: ${what}`, () => {
      const [ours, radix] = markup(props, child);
      expect(ours).toBe(radix);
    });

  it("runs both click handlers, the child's first, as Radix's does", () => {
    for (const [name, Component] of slots) {
      const calls: string[] = [];
      const { getByRole, unmount } = render(
        <Component onClick={() => calls.push("slot")} onFocus={() => calls.push("slot focus")}>
          <button type="button" onClick={() => calls.push("child")}>
            Go
          </button>
        </Component>,
      );
      fireEvent.click(getByRole("button"));
      fireEvent.focus(getByRole("button"));
      expect(calls, name).toEqual(["child", "slot", "slot focus"]);
      unmount();
    }
  });

  it("keeps the child's handler when the slot has none", () => {
    for (const [name, Component] of slots) {
      const child = vi.fn(() => "returned");
      const { getByRole, unmount } = render(
        <Component>
          <button type="button" onClick={child}>
            Go
          </button>
        </Component>,
      );
      fireEvent.click(getByRole("button"));
      expect(child, name).toHaveBeenCalledOnce();
      unmount();
    }
  });

  it("sets the slot's ref and the child's to the one element", () => {
    for (const [name, Component] of slots) {
      const slotRef = createRef<HTMLAnchorElement>();
      const childRef = createRef<HTMLAnchorElement>();
      const callback = vi.fn();
      const { getByRole, unmount } = render(
        <div>
          <Component ref={slotRef}>
            <a href="/a" ref={childRef}>
              A
            </a>
          </Component>
          <Component ref={callback}>
            <a href="/b">B</a>
          </Component>
        </div>,
      );
      expect(slotRef.current, name).toBe(getByRole("link", { name: "A" }));
      expect(childRef.current, name).toBe(getByRole("link", { name: "A" }));
      expect(callback, name).toHaveBeenCalledWith(getByRole("link", { name: "B" }));
      unmount();
    }
  });

  // Where the two differ on purpose (README.md), shown so that a change on either side is seen.
  describe("differs from Radix's, on inputs the app never gives", () => {
    it("joins described-by ids slot first, duplicates kept; Radix puts the child's first, once each", () => {
      const [ours, radix] = markup({ "aria-describedby": "a b" }, <input aria-describedby="b c" />);
      expect(ours).toBe('<input aria-describedby="a b b c"/>');
      expect(radix).toBe('<input aria-describedby="b c a"/>');
    });

    it('writes no empty class attribute where Radix writes class=""', () => {
      const [ours, radix] = markup({}, <span className="">x</span>);
      expect(ours).toBe("<span>x</span>");
      expect(radix).toBe('<span class="">x</span>');
    });

    it("refuses no child at all, which Radix renders as nothing", () => {
      expect(renderToStaticMarkup(<RadixSlot>{null}</RadixSlot>)).toBe("");
      expect(() => renderToStaticMarkup(<Slot>{null}</Slot>)).toThrow(
        "Slot renders exactly one element child",
      );
    });
  });
});

/** A component child: the slot's props reach it as props. */
function Button(props: { children?: ReactNode; className?: string; disabled?: boolean }) {
  return <button type="button" {...props} />;
}
