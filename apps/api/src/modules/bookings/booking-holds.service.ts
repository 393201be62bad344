import { newReference } from "../../lib/references";
import { createBookingTenders } from "./booking-tenders.service";
import { BOOKING_REFERENCE_PREFIX } from "@ivdrips/contract/booking-reference";
import { type BookingRequestSchema } from "@ivdrips/contract/bookings";
import type { Language } from "@ivdrips/contract/languages";
import { addressOneLine, postcodeIn, type VisitPlace } from "@ivdrips/contract/visit-place";
import { formatRm, rmToSen } from "@ivdrips/contract/money";
import {
  findTimeWindow,
  isWindowBookable,
  klDateOf,
  windowBounds,
  type TimeWindow,
} from "@ivdrips/contract/time-windows";
import { surchargesFor } from "@ivdrips/contract/visit-day";
import type { z } from "zod";
import { databaseErrorOf, retryingConflicts } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import { clientNetworks } from "../../lib/client-network";
import { allInOrder } from "../../lib/all-in-order";
import { keepPlaceFromBooking, placeInServiceArea } from "../places/places.service";
import { activeProvidersServing, type ProviderRow } from "../providers/providers.service";
import { createCatalogueRows } from "./catalogue-rows";
import { roomRefusal, type BookingContext, type Room } from "./booking-context";
import { feesOfCity } from "./city-fees.repository";
import {
  HOLD_REFUSALS,
  holdBookingPlace,
  lockWindow,
  releaseLapsedHoldsInWindow,
  type BookingRecord,
  type NewHold,
} from "./bookings.repository";

export type ValidBookingRequest = z.output<typeof BookingRequestSchema>;

/** Who asks for a hold: their address (the per-network caps) and the language they read the consent in. */
export interface HoldClient {
  address: string;
  language: Language;
}

/** The place a request names: its structured place, or SPEC's one line of address kept as the first line. */
export function visitPlaceOf(request: ValidBookingRequest): VisitPlace {
  if (request.place) return { ...request.place, area: null };
  const address = request.customerInfo.address ?? "";
  return { kind: "other", line1: address, postcode: postcodeIn(address) ?? null, area: null, access: {} };
}

/**
 * SPEC's one line of address: written from the place when one is sent; an API user's own line, as they sent
 * it, when that is all they sent (it already names its postcode; the area is on the place).
 */
function customerAddressOf(request: ValidBookingRequest, place: VisitPlace): string {
  return request.place ? addressOneLine(place) : (request.customerInfo.address ?? addressOneLine(place));
}

/** A customer may hold this many unpaid windows at once, so nobody can hold a day's windows hostage. */
export const MAX_OPEN_HOLDS = 3;

type CatalogueRows = ReturnType<typeof createCatalogueRows>;

/**
 * The price of a request: the drip at the catalogue's price, plus the city's Night window and same-day
 * surcharges (visit-day.ts `surchargesFor`, the KL day of `now`). A client total that is not that whole is
 * refused, naming the surcharges when there are any.
 */
async function priced(
  { db, catalogue }: { db: BookingContext["db"]; catalogue: CatalogueRows },
  request: ValidBookingRequest,
  window: TimeWindow,
  now: Date,
) {
  const [service, fees] = await Promise.all([
    catalogue.activeService(request.serviceId),
    feesOfCity(db, request.location.city),
  ]);
  if (!service) throw new AppError("NOT_FOUND", "serviceNotFound");
  const dripSen = service.priceSen * request.quantity;
  const surcharges = surchargesFor(
    { date: request.date, windowKey: window.key, bookedOn: klDateOf(now) },
    fees,
  );
  const surchargesSen = surcharges.nightSurchargeSen + surcharges.sameDaySurchargeSen;
  const totalSen = dripSen + surchargesSen;
  if (rmToSen(request.totalAmount) !== totalSen) {
    const params = {
      quantity: request.quantity,
      price: formatRm(service.priceSen),
      total: formatRm(totalSen),
    };
    throw surchargesSen === 0
      ? new AppError("AMOUNT_MISMATCH", "totalMismatch", params)
      : new AppError("AMOUNT_MISMATCH", "totalMismatchWithSurcharges", {
          ...params,
          surcharges: formatRm(surchargesSen),
        });
  }
  return { service, totalSen, ...surcharges };
}

/**
 * Credits and gift cards that cannot pay this visit are refused before anything is held (and again under
 * their locks after, booking-tenders.service.ts).
 */
async function refusePayAhead(
  context: BookingContext,
  request: ValidBookingRequest,
  visit: { userId: string; serviceId: string; windowStartsAt: Date; now: Date },
): Promise<void> {
  const { credit, giftCardCode } = request.payWith ?? {};
  if (credit) {
    await context.deps.credits.checkCredits({ purchaseId: credit, quantity: request.quantity, ...visit });
  }
  if (giftCardCode) await context.deps.giftCards.usableCardId(context.db, giftCardCode);
}

/** A customer holds a window to pay for: the price checked, a provider found, the place taken under its lock. */
export function createBookingHolds(context: BookingContext) {
  const { db, clock, write } = context;

  const catalogue = createCatalogueRows(db, context.deps.catalogueVersion);
  const tenders = createBookingTenders(context);

  /** The providers a request may be held with, in the order to try them (always the same order). */
  async function candidatesFor(
    request: ValidBookingRequest,
  ): Promise<{ provider: ProviderRow; city: string }[]> {
    const city = request.location.city;
    const servesCity = (provider: ProviderRow) =>
      provider.locations.find((served) => served.toLowerCase() === city.toLowerCase());

    if (request.providerId) {
      const provider = await catalogue.provider(request.providerId);
      if (!provider?.isActive) throw new AppError("NOT_FOUND", "providerNotFound");
      const served = servesCity(provider);
      if (!served) throw new AppError("NO_PROVIDER", "noProviders", { city });
      return [{ provider, city: served }];
    }
    const candidates = await activeProvidersServing(db, city);
    if (candidates.length === 0) throw new AppError("NO_PROVIDER", "noProviders", { city });
    return candidates.map((provider) => ({ provider, city: servesCity(provider) ?? city }));
  }

  /** Releases the window's holds whose time ran out (the lifecycle's `expire`), under the window's lock. */
  async function releaseLapsedHolds(providerId: string, startsAt: Date, now: Date): Promise<void> {
    await write(async (tx) => {
      await lockWindow(tx, providerId, startsAt);
      await releaseLapsedHoldsInWindow(tx, providerId, startsAt, now);
    });
  }

  /**
   * One statement holds the place (bookings.repository's holdBookingPlace: the caps on open holds, the
   * window's room and the insert, under their locks); the refusals it names become the customer's errors, a
   * full or closed window the next provider's turn. Holds whose time ran out are released by the lifecycle's
   * rule, under the window's lock, before asking again.
   */
  async function holdWith(
    hold: Omit<NewHold, "reference">,
    anyProvider: boolean,
    now: Date,
  ): Promise<BookingRecord | Room> {
    const limits = {
      customerHolds: MAX_OPEN_HOLDS,
      networkHolds: context.deps.holdsPerNetwork,
      siteHolds: context.deps.holdsPerIpv6Site,
      anyProvider,
      now,
    };
    let released = false;
    for (;;) {
      try {
        const reference = newReference(BOOKING_REFERENCE_PREFIX);
        const record = await retryingConflicts(() => holdBookingPlace(db, { ...hold, reference }, limits));
        // A new hold carries the reference just made; the customer's open hold, given back, keeps its own.
        if (record?.booking.reference === reference) context.deps.tally?.count("made");
        if (record) return record;
      } catch (error) {
        switch (databaseErrorOf(error)?.constraint) {
          case HOLD_REFUSALS.customerHolds:
            throw new AppError("TOO_MANY_HOLDS", "tooManyHolds", { count: MAX_OPEN_HOLDS });
          case HOLD_REFUSALS.networkHolds:
            throw new AppError("TOO_MANY_HOLDS", "tooManyNetworkHolds");
          case HOLD_REFUSALS.closed:
            return "closed";
          case HOLD_REFUSALS.full:
            return "full";
          case HOLD_REFUSALS.lapsedHolds:
            if (released) return "full";
            released = true;
            await releaseLapsedHolds(hold.providerId, hold.windowStartsAt, now);
            break;
          default:
            throw error;
        }
      }
    }
  }

  return {
    /**
     * A pending booking that holds its window for `holdMinutes` while the customer pays. Asking again for the
     * same service, day, window and quantity while that hold is open returns the same booking (with the
     * latest contact details): a retried checkout never takes a second place. `clientAddress` is where the
     * request came from: a new hold counts against its network's cap, and an IPv6 one its site's too.
     */
    async create(userId: string, request: ValidBookingRequest, client: HoldClient): Promise<BookingRecord> {
      const window = findTimeWindow(request.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "unknownTimeSlot");
      const { startsAt, endsAt } = windowBounds(request.date, window);

      const now = clock();
      if (!isWindowBookable(request.date, window, now)) {
        throw new AppError("WINDOW_UNAVAILABLE", "windowUnavailable");
      }
      const { network, site } = clientNetworks(client.address);
      // Three reads no lock depends on, side by side on the pool. A place outside the city's service areas
      // is refused here, before anything is held or paid, and the one kept carries its area. When several
      // refuse, the first in this order answers (an unknown service before a city nobody serves before a place).
      const [{ service, totalSen, nightSurchargeSen, sameDaySurchargeSen }, candidates, place] =
        await allInOrder([
          priced({ db, catalogue }, request, window, now),
          candidatesFor(request),
          placeInServiceArea(db, request.location.city, visitPlaceOf(request)),
        ]);
      await refusePayAhead(context, request, {
        userId,
        serviceId: service.id,
        windowStartsAt: startsAt,
        now,
      });
      // No drip without a current screening and the patient's signed consent: refused before anything is held.
      const admission = await context.deps.clinical.admit(db, userId, {
        service,
        consent: request.consent,
        patientName: request.customerInfo.name,
        language: client.language,
      });
      let anyFull = false;
      for (const { provider, city } of candidates) {
        const held = await holdWith(
          {
            userId,
            serviceId: service.id,
            providerId: provider.id,
            date: request.date,
            timeSlot: window.timeSlot,
            windowStartsAt: startsAt,
            windowEndsAt: endsAt,
            country: request.location.country,
            city,
            customerName: request.customerInfo.name,
            customerEmail: request.customerInfo.email,
            customerPhone: request.customerInfo.phone,
            customerAddress: customerAddressOf(request, place),
            visitPlace: place,
            quantity: request.quantity,
            unitPriceSen: service.priceSen,
            nightSurchargeSen,
            sameDaySurchargeSen,
            totalSen,
            currency: "MYR",
            holdExpiresAt: new Date(now.getTime() + context.deps.holdMinutes * 60_000),
            clientNetwork: network,
            clientSite: site,
          },
          !request.providerId,
          now,
        );
        if (typeof held !== "string") {
          await context.deps.clinical.record(db, held.booking.id, admission);
          if (request.savePlace && request.place) await keepPlaceFromBooking(db, userId, request.place);
          return request.payWith ? tenders.payAhead(userId, held, request.payWith) : held;
        }
        anyFull ||= held === "full";
      }
      throw roomRefusal(anyFull ? "full" : "closed");
    },

    /**
     * What a request would cost, in sen (drip and surcharges), checked as `create` checks it (for payments
     * verified first): a place outside the service areas is refused here too, before any money moves.
     */
    async quote(request: ValidBookingRequest): Promise<number> {
      const window = findTimeWindow(request.timeSlot);
      if (!window) throw new AppError("VALIDATION_ERROR", "unknownTimeSlot");
      const [{ totalSen }] = await allInOrder([
        priced({ db, catalogue }, request, window, clock()),
        placeInServiceArea(db, request.location.city, visitPlaceOf(request)),
      ]);
      return totalSen;
    },
  };
}
