import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app";
import { service } from "../../../test/services";
import { ServiceCard, type ServiceCardVariant } from "./service-card";

function renderCard(rating: { average: number | null; count: number }, variant?: ServiceCardVariant) {
  mockApi({});
  renderApp(
    [{ path: "/", element: <ServiceCard service={service({ rating })} {...(variant ? { variant } : {})} /> }],
    "/",
    { session: false },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ServiceCard rating", () => {
  it.each<ServiceCardVariant>(["overview", "detailed", "offered"])(
    "shows the average to one decimal and the count (%s)",
    (variant) => {
      renderCard({ average: 4.46, count: 12 }, variant);
      expect(screen.getByText("★ 4.5 (12 reviews)")).toBeInTheDocument();
      expect(screen.getByText("Rated 4.5 out of 5 from 12 reviews")).toHaveClass("sr-only");
    },
  );

  it("says 1 review, and keeps a whole average's decimal", () => {
    renderCard({ average: 5, count: 1 });
    expect(screen.getByText("★ 5.0 (1 review)")).toBeInTheDocument();
  });

  it("shows nothing before the first review", () => {
    renderCard({ average: null, count: 0 });
    expect(screen.getByRole("heading", { name: "NMN 150mg" })).toBeInTheDocument();
    expect(screen.queryByText(/★/)).not.toBeInTheDocument();
    expect(screen.queryByText(/review/i)).not.toBeInTheDocument();
  });
});
