import type { DripPackage } from "@ivdrips/contract/drip-packages";
import { rmToSen, senToRm } from "@ivdrips/contract/money";

/** What one drip of the package costs in RM, to the sen (the package's price shared by its drips). */
export function pricePerDrip(pkg: Pick<DripPackage, "price" | "credits">): number {
  return senToRm(Math.round(rmToSen(pkg.price) / pkg.credits));
}
