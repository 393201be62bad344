/** Money is integer sen in storage and RM numbers on the wire (SPEC speaks RM). */

export function rmToSen(rm: number): number {
  return Math.round(rm * 100);
}

export function senToRm(sen: number): number {
  return sen / 100;
}

/** "RM 1,600" for whole ringgit, "RM 1,600.50" otherwise. */
export function formatRm(sen: number): string {
  const whole = sen % 100 === 0;
  const amount = (sen / 100).toLocaleString("en-MY", {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `RM ${amount}`;
}
