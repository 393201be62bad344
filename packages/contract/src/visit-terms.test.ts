import { describe, expect, it } from "vitest";
import { cancellationSplit } from "./visit-day";
import { clinicDecision, visitTerms } from "./visit-terms";

const kl = (text: string) => new Date(`${text}+08:00`);

describe("visitTerms", () => {
  const morning = kl("2026-06-03T08:00:00");

  it("a visit more than 24 h away is free to cancel until 24 h before it, then refunds half", () => {
    const terms = visitTerms(morning, kl("2026-06-01T10:00:00"));
    expect(terms.freeCancellationUntil).toEqual(kl("2026-06-02T08:00:00"));
    expect(terms.lateRefundPercent).toBe(50);
  });

  it("a visit under 24 h away refunds half from the moment it is paid", () => {
    expect(visitTerms(morning, kl("2026-06-02T08:00:01")).freeCancellationUntil).toBeNull();
  });

  it("agrees with the Refund Policy itself at, and just past, the free limit", () => {
    for (const paidAt of [kl("2026-06-02T08:00:00"), kl("2026-06-02T08:00:01")]) {
      const { freeCancellationUntil } = visitTerms(morning, paidAt);
      const { feeSen } = cancellationSplit([{ kind: "drip", sen: 10_000 }], morning, paidAt);
      expect(freeCancellationUntil !== null).toBe(feeSen === 0);
    }
  });
});

describe("clinicDecision", () => {
  it("within the service hours, with half an hour before closing: soon (15-30 minutes)", () => {
    expect(clinicDecision(kl("2026-06-01T08:00:00"))).toEqual({ kind: "soon" });
    expect(clinicDecision(kl("2026-06-01T14:10:00"))).toEqual({ kind: "soon" });
    expect(clinicDecision(kl("2026-06-01T23:30:00"))).toEqual({ kind: "soon" });
  });

  it("late at night: once the clinic opens the next morning", () => {
    expect(clinicDecision(kl("2026-06-01T23:31:00"))).toEqual({
      kind: "after_opening",
      opensAt: kl("2026-06-02T08:00:00"),
    });
  });

  it("early in the morning: once the clinic opens that morning", () => {
    expect(clinicDecision(kl("2026-06-02T02:15:00"))).toEqual({
      kind: "after_opening",
      opensAt: kl("2026-06-02T08:00:00"),
    });
    expect(clinicDecision(kl("2026-06-02T07:59:59"))).toEqual({
      kind: "after_opening",
      opensAt: kl("2026-06-02T08:00:00"),
    });
  });
});
