import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { rememberDevicePerson } from "../../../lib/offline/devicePerson";
import { useSaveTransaction } from "./useSaveTransaction";

const mutations = {
  create: vi.fn(async () => "t1"),
  update: vi.fn(async () => null),
  remove: vi.fn(),
  createTransfer: vi.fn(async () => ({ fromId: "t1", toId: "t2" })),
  updateTransfer: vi.fn(async () => null),
  pair: vi.fn(),
  unpair: vi.fn(),
};
vi.mock("../../../data/transactions", () => ({ useTransactionMutations: () => mutations }));
const keepInOutbox = vi.fn(async () => undefined);
vi.mock("../../../data/device/outbox", () => ({
  keepInOutbox: (...args: unknown[]) => keepInOutbox(...(args as [])),
  newClientId: () => "client-1",
}));

const expense = {
  fn: "create" as const,
  args: {
    accountId: "a1" as never,
    kind: "expense" as const,
    amount: 320,
    date: "2024-06-15",
    category: "food" as const,
  },
};

describe("saving a new transaction", () => {
  afterEach(() => {
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  test("online it is sent at once with a clientId made on the device", async () => {
    rememberDevicePerson("p1");
    const save = renderHook(() => useSaveTransaction()).result.current;
    expect(await save(expense)).toBe("sent");
    expect(mutations.create).toHaveBeenCalledWith({ ...expense.args, clientId: "client-1" });
    expect(keepInOutbox).not.toHaveBeenCalled();
  });

  test("offline a new transaction or transfer goes to the outbox, not to the server", async () => {
    rememberDevicePerson("p1");
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const save = renderHook(() => useSaveTransaction()).result.current;
    expect(await save(expense)).toBe("kept");
    await save({
      fn: "createTransfer",
      args: {
        fromAccountId: "a1" as never,
        toAccountId: "a2" as never,
        amount: 5,
        date: "2024-06-15",
      },
    });
    expect(mutations.create).not.toHaveBeenCalled();
    expect(mutations.createTransfer).not.toHaveBeenCalled();
    expect(keepInOutbox).toHaveBeenCalledWith("p1", {
      fn: "create",
      args: { ...expense.args, clientId: "client-1" },
    });
    expect(keepInOutbox).toHaveBeenCalledTimes(2);
  });

  test("an edit is never put in the outbox: it is the server's call", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const save = renderHook(() => useSaveTransaction()).result.current;
    await save({ fn: "update", args: { id: "t1" as never, ...expense.args } });
    expect(mutations.update).toHaveBeenCalled();
    expect(keepInOutbox).not.toHaveBeenCalled();
  });
});
