import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import accountsDe from "../locales/de.json";
import accountsEn from "../locales/en.json";
import { AccountWizard } from "./AccountWizard";

const create = vi.fn();
const show = vi.fn();
vi.mock("convex/react", () => ({
  useMutation: () => create,
  useQuery: () => undefined,
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: (n: unknown) => show(n) } }));

function open(language = "en") {
  const i18n = createTestI18n(
    { en: { accounts: accountsEn }, de: { accounts: accountsDe } },
    language,
  );
  const onClose = vi.fn();
  renderWithProviders(<AccountWizard opened onClose={onClose} defaultCurrency="EUR" />, { i18n });
  return { onClose };
}

const next = () => fireEvent.click(screen.getByRole("button", { name: "Next" }));

beforeEach(() => {
  create.mockReset();
  show.mockReset();
});

describe("add-account wizard", () => {
  test("R24 R35 three steps: type (6 cards), details, review; then one create call", async () => {
    create.mockResolvedValue("acc1");
    const { onClose } = open();
    expect(screen.getAllByRole("radio")).toHaveLength(6);
    fireEvent.click(screen.getByRole("radio", { name: /Savings account/ }));
    next();
    expect(screen.getByLabelText(/Account name/)).toHaveProperty("value", "Savings");
    fireEvent.change(screen.getByLabelText("Initial balance"), { target: { value: "1,234.56" } });
    next();
    const review = screen.getByTestId("account-review");
    expect(within(review).getByText("Savings account")).toBeTruthy();
    expect(within(review).getByText("€1,234.56")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      name: "Savings",
      type: "savings",
      currency: "EUR",
      initialBalance: 123456,
      description: undefined,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  test("R65 success shows 'Account created successfully'", async () => {
    create.mockResolvedValue("acc1");
    open();
    next();
    next();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: "Account created successfully" }),
      ),
    );
  });

  test("R65 a failure shows 'Error creating account' with the translated reason", async () => {
    create.mockRejectedValue({ data: { code: "NAME_TOO_LONG" } });
    open();
    next();
    next();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: "Error creating account",
          message: "The name is too long.",
        }),
      ),
    );
  });

  test("R25 the default name follows the chosen type until the user types one", () => {
    open();
    fireEvent.click(screen.getByRole("radio", { name: /Credit card/ }));
    next();
    expect(screen.getByLabelText(/Account name/)).toHaveProperty("value", "Credit card");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(screen.getByRole("radio", { name: /Loan/ }));
    next();
    const name = screen.getByLabelText(/Account name/);
    expect(name).toHaveProperty("value", "Loan");
    fireEvent.change(name, { target: { value: "Mortgage" } });
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.click(screen.getByRole("radio", { name: /Cash/ }));
    next();
    expect(screen.getByLabelText(/Account name/)).toHaveProperty("value", "Mortgage");
  });

  test("R26 R55 credit card: limit, billing and payment day 1–31, available credit", async () => {
    create.mockResolvedValue("card");
    open();
    fireEvent.click(screen.getByRole("radio", { name: /Credit card/ }));
    next();
    fireEvent.change(screen.getByLabelText(/Credit limit/), { target: { value: "2,000" } });
    fireEvent.change(screen.getByLabelText("Amount owed"), { target: { value: "500" } });
    expect(within(screen.getByTestId("available-credit")).getByText("€1,500.00")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Billing day/), { target: { value: "32" } });
    fireEvent.change(screen.getByLabelText(/Payment day/), { target: { value: "0" } });
    next();
    expect(screen.getAllByText("Please enter a valid day.")).toHaveLength(2);
    expect(screen.queryByTestId("account-review")).toBeNull();
    fireEvent.change(screen.getByLabelText(/Billing day/), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText(/Payment day/), { target: { value: "25" } });
    next();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: "credit_card",
          initialBalance: -50000,
          creditLimit: 200000,
          billingDay: 5,
          paymentDay: 25,
        }),
      ),
    );
  });

  test("R27 loan: due date, one-time or periodic payment, payment amount", async () => {
    create.mockResolvedValue("loan");
    open();
    fireEvent.click(screen.getByRole("radio", { name: /Loan/ }));
    next();
    expect(screen.getByLabelText("Due date")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Periodic" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("radio", { name: "One-time" }));
    fireEvent.change(screen.getByLabelText("Amount owed"), { target: { value: "10000" } });
    fireEvent.change(screen.getByLabelText("Payment amount"), { target: { value: "350.50" } });
    next();
    expect(screen.getByText("One-time")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({
          type: "loan",
          initialBalance: -1000000,
          loanPaymentType: "one_time",
          loanPaymentAmount: 35050,
        }),
      ),
    );
  });

  test("R35 in German 1.234,56 is accepted; a bad amount is reported and nothing is sent", async () => {
    open("de");
    next();
    const balance = screen.getByLabelText("Anfangssaldo");
    fireEvent.change(balance, { target: { value: "12,3,4" } });
    next();
    expect(screen.getByText("Please enter a valid amount.")).toBeTruthy();
    expect(screen.queryByTestId("account-review")).toBeNull();
    fireEvent.change(balance, { target: { value: "1.234,56" } });
    next();
    expect(within(screen.getByTestId("account-review")).getByText("1.234,56 €")).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
