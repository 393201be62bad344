import { XIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Spinner } from "../../../components/ui/spinner";
import { CLOSE_SVG, SPINNER_SVG } from "./gate-icons";

describe("the first visit gate's drawings", () => {
  it("are the markup of the app's spinner in a button and its toast's close icon", () => {
    expect(SPINNER_SVG).toBe(renderToStaticMarkup(<Spinner className="size-4" />));
    expect(CLOSE_SVG).toBe(renderToStaticMarkup(<XIcon aria-hidden="true" className="size-4" />));
  });
});
