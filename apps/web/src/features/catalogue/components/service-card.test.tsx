import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../../test/render-app";
import { service } from "../../../test/services";
import type { Service } from "@ivdrips/contract/catalogue";
import type { ReactNode } from "react";
import { ServiceCard } from "./service-card";
import { DetailedServiceCard, OfferedServiceCard } from "./service-card-details";

/** The home page's card, and the /services and supplier profile cards built on it. */
const CARDS = {
  overview: (drip: Service) => <ServiceCard service={drip} />,
  detailed: (drip: Service) => <DetailedServiceCard service={drip} />,
  offered: (drip: Service) => <OfferedServiceCard service={drip} href="/service/nmn-150?supplier=s1" />,
} satisfies Record<string, (drip: Service) => ReactNode>;
type Card = keyof typeof CARDS;

function renderCard(rating: { average: number | null; count: number }, card: Card = "overview") {
  mockApi({});
  renderApp([{ path: "/", element: CARDS[card](service({ rating })) }], "/", { session: false });
}

afterEach(() => vi.unstubAllGlobals());

describe("ServiceCard rating", () => {
  it.each<Card>(["overview", "detailed", "offered"])(
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

describe("the cards by page", () => {
  const benefits = ["Energy", "Focus", "Recovery", "Immunity", "Sleep"];

  function renderWith(card: Card) {
    mockApi({});
    renderApp(
      [{ path: "/", element: CARDS[card](service({ benefits, keyNutrients: ["NMN", "Zinc"] })) }],
      "/",
      {
        session: false,
      },
    );
  }

  it("home: the description and Book Now, nothing of the detailed card", () => {
    renderWith("overview");
    expect(screen.getByText(/A high-dose NMN infusion/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book Now: NMN 150mg" })).toHaveAttribute(
      "href",
      "/service/nmn-150",
    );
    expect(screen.queryByText("Key Benefits")).not.toBeInTheDocument();
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
  });

  it("/services: category, tagline, four benefits, the nutrients and View Details & Book", () => {
    renderWith("detailed");
    expect(screen.getByText("Wellness")).toBeInTheDocument();
    expect(screen.getByText("Cellular energy and healthy ageing")).toBeInTheDocument();
    expect(screen.queryByText(/A high-dose NMN infusion/)).not.toBeInTheDocument();
    expect(screen.getByText("Key Benefits")).toBeInTheDocument();
    for (const benefit of benefits.slice(0, 4)) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.queryByText("Sleep")).not.toBeInTheDocument();
    expect(screen.getByText("Key Nutrients")).toBeInTheDocument();
    expect(screen.getByText("Zinc")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Details & Book: NMN 150mg" })).toHaveAttribute(
      "href",
      "/service/nmn-150",
    );
  });

  it("a supplier's profile: three benefits, named, and Book Now with the supplier", () => {
    renderWith("offered");
    const list = screen.getByRole("list", { name: "Benefits of NMN 150mg" });
    expect(list.querySelectorAll("li")).toHaveLength(3);
    expect(screen.queryByText(/A high-dose NMN infusion/)).not.toBeInTheDocument();
    expect(screen.queryByText("Key Nutrients")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book Now: NMN 150mg" })).toHaveAttribute(
      "href",
      "/service/nmn-150?supplier=s1",
    );
  });
});
