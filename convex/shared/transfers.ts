/**
 * Moving money between the person's own accounts (a typed transfer, a recognised pair, a card
 * payment): never income or spending in reports, budgets, the advisor or the forecast. The one
 * test every reader uses, server and client alike.
 */
export function isTransfer(row: { kind: string }): boolean {
  return row.kind === "transfer";
}
