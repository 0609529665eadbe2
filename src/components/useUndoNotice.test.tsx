import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../test/renderWithProviders";
import { useCategoryNames } from "../data/categoryNames";
import type { UndoId } from "../data/bulk";
import { useUndoNotice } from "./useUndoNotice";

const undo = vi.fn();
const show = vi.fn();
const hide = vi.fn();
vi.mock("convex/react", () => ({
  useMutation: () => undo,
  useQuery: (ref: unknown) =>
    ({
      "categories:list": [{ _id: "own1", _creationTime: 0, name: "Garden" }],
      "categories:retired": [{ _id: "gone1", name: "Pets" }],
    })[getFunctionName(ref as never)],
}));
vi.mock("@mantine/notifications", () => ({
  notifications: {
    show: (n: unknown) => show(n),
    hide: (id: string) => hide(id),
  },
}));

const i18n = createTestI18n({});

function Undo({ ids }: { ids: string[] }) {
  const showUndo = useUndoNotice();
  return <button onClick={() => showUndo("Edited.", ids as UndoId[])}>go</button>;
}

/** Clicks "Undo" in the notice that was shown, and returns the message shown after it. */
async function undoAndRead(ids: string[]) {
  renderWithProviders(<Undo ids={ids} />, { i18n });
  fireEvent.click(screen.getByText("go"));
  const notice = show.mock.calls[0][0] as { message: ReactNode };
  renderWithProviders(<>{notice.message}</>, { i18n });
  fireEvent.click(screen.getByRole("button", { name: "Undo" }));
  await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
  return (show.mock.calls[1][0] as { message: string }).message;
}

beforeEach(() => {
  undo.mockReset();
  show.mockReset();
});

describe("undo after rows were reconciled", () => {
  test("the notice says how many reconciled transactions were kept as they are", async () => {
    undo.mockResolvedValueOnce({ kept: 1 }).mockResolvedValueOnce({ kept: 2 });
    expect(await undoAndRead(["u1", "u2"])).toBe(
      "Change undone, except 3 transactions reconciled since: they stay as they are.",
    );
  });

  test("with nothing kept it is the plain confirmation", async () => {
    undo.mockResolvedValue({ kept: 0 });
    expect(await undoAndRead(["u1"])).toBe("Change undone.");
  });

  test("a deleted category that reconciled rows keep is still named", () => {
    function Probe() {
      const { label } = useCategoryNames();
      return <p>{["gone1", "own1", "unknown"].map((key) => label(key as never)).join(" | ")}</p>;
    }
    renderWithProviders(<Probe />, { i18n });
    expect(screen.getByText("Pets | Garden | Removed category")).toBeTruthy();
  });
});

describe("the notice's layout", () => {
  test("a long message wraps while the Undo button keeps its whole label", () => {
    renderWithProviders(<Undo ids={["u1"]} />, { i18n });
    fireEvent.click(screen.getByText("go"));
    const notice = show.mock.calls[0][0] as { message: ReactNode };
    renderWithProviders(<>{notice.message}</>, { i18n });
    const button = screen.getByRole("button", { name: "Undo" });
    expect(getComputedStyle(button).flexShrink).toBe("0");
    expect(getComputedStyle(screen.getByText("Edited.")).minWidth).toBe("0px");
  });
});
