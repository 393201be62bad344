import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { ServiceListSchema } from "@ivdrips/contract/catalogue";
import { seed } from "../../seed/seed";

const t = appUnderTest();

const EXPECTED_PRICES: Record<string, number> = {
  nutriglow: 600,
  nutribody: 600,
  nutriboost: 800,
  nutribeauty: 800,
  nutricleanse: 900,
  nutrimmunity: 900,
  "liver-cleanse": 700,
  "nmn-150": 1600,
  nutriyouth: 1699,
  "nmn-300": 3200,
};

describe("GET /api/services", () => {
  it("lists the ten services of the catalogue with their RM prices", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/services" });
    expect(response.statusCode).toBe(200);
    const services = ServiceListSchema.parse(response.json());
    expect(services).toHaveLength(10);
    expect(Object.fromEntries(services.map((s) => [s.id, s.price]))).toEqual(EXPECTED_PRICES);
    for (const service of services) {
      expect(service.currency).toBe("MYR");
      expect(service.duration).toMatch(/^\d+-\d+ min$/);
      expect(service.image).toBe(`/images/services/${service.id}.svg`);
      expect(service.benefits.length).toBeGreaterThan(0);
      expect(service.ingredients.length).toBeGreaterThan(0);
      expect(service.keyNutrients).toEqual(service.ingredients);
      expect(["beauty", "wellness"]).toContain(service.category);
    }
  });

  it("stays at ten services when the seed runs again", async () => {
    await seed(t.database.db, { demo: true });
    await seed(t.database.db, { demo: false });
    const services = (await t.app.inject({ method: "GET", url: "/api/services" })).json() as unknown[];
    expect(services).toHaveLength(10);
  });
});

describe("GET /api/services/:id", () => {
  it("returns one service", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/services/nmn-150" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: "nmn-150",
      name: "NMN 150",
      price: 1600,
      category: "wellness",
    });
  });

  it("answers 404 for an unknown id", async () => {
    for (const id of ["nope", "%27%20or%201%3D1", "x".repeat(100)]) {
      const response = await t.app.inject({ method: "GET", url: `/api/services/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: "Service not found",
        messageId: "serviceNotFound",
        statusCode: 404,
        code: "NOT_FOUND",
      });
    }
  });
});
