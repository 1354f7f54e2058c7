// VAT on invoice lines, in whole kuruş. Listed prices include VAT, so each line's gross is split into net and VAT:
// net = gross / (1 + rate) rounded half up to the kuruş, VAT = gross − net. Net + VAT is then the gross exactly, and
// the invoice's subtotal (Σ net) + VAT (Σ VAT) is its total (Σ gross), with no float left-overs.

export interface VatLine {
  quantity: number;
  /** Net unit price (the gross unit price's net part). */
  unitPrice: number;
  net: number;
  vatPercent: number;
  vat: number;
  gross: number;
}

const kurus = (tl: number): number => Math.round(tl * 100);
const lira = (k: number): number => k / 100;

/** `numerator / denominator` rounded half up, for non-negative whole numbers. */
const divRound = (numerator: number, denominator: number): number => Math.floor((2 * numerator + denominator) / (2 * denominator));

/** A line of `quantity` × `grossUnit` TRY (VAT included) at `vatPercent` (up to two decimals). */
export function vatLine(grossUnit: number, quantity: number, vatPercent: number): VatLine {
  const hundredths = Math.round(vatPercent * 100); // 20 % -> 2000
  const grossK = kurus(grossUnit) * quantity;
  const netK = divRound(grossK * 10_000, 10_000 + hundredths);
  return {
    quantity,
    unitPrice: lira(divRound(netK, quantity)),
    net: lira(netK),
    vatPercent,
    vat: lira(grossK - netK),
    gross: lira(grossK),
  };
}

/** The invoice's totals: Σ net, Σ VAT and Σ gross of its lines (in kuruş, so they add up exactly). */
export function vatTotals(lines: VatLine[]): { subtotal: number; vat: number; total: number } {
  const sum = (pick: (l: VatLine) => number) => lines.reduce((acc, l) => acc + kurus(pick(l)), 0);
  return { subtotal: lira(sum((l) => l.net)), vat: lira(sum((l) => l.vat)), total: lira(sum((l) => l.gross)) };
}
