import { fireEvent, screen, waitFor } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { EditAccess } from "../../components/editAccess";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import homeEn from "./locales/en.json";
import SampleDataSettings from "./SampleDataSettings";

let status: { hasAccounts: boolean; hasSample: boolean } | undefined;
const create = vi.fn();
const remove = vi.fn();
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) =>
    getFunctionName(ref as never) === "sampleData:status" ? status : undefined,
  useMutation: (ref: unknown) =>
    getFunctionName(ref as never) === "sampleData:create" ? create : remove,
  useConvex: () => ({ query: vi.fn() }),
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

const i18n = createTestI18n({ en: { home: homeEn } });

beforeEach(() => {
  create.mockReset();
  remove.mockReset();
});

describe("sample data in Settings", () => {
  test("with accounts of one's own, 'Try it with sample data' is still there and adds it beside them", async () => {
    status = { hasAccounts: true, hasSample: false };
    create.mockResolvedValue(null);
    renderWithProviders(<SampleDataSettings />, { i18n });
    expect(screen.getByTestId("sample-settings").textContent).toContain(
      "beside your own. Your accounts stay as they are",
    );
    fireEvent.click(screen.getByRole("button", { name: "Try it with sample data" }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ language: "en", today: expect.any(String) }),
      ),
    );
  });

  test("while the sample is there it offers its removal instead", () => {
    status = { hasAccounts: true, hasSample: true };
    renderWithProviders(<SampleDataSettings />, { i18n });
    expect(screen.getByRole("button", { name: "Remove sample data" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try it with sample data" })).toBeNull();
  });

  test("a viewer of the household reads the state but gets no button", () => {
    status = { hasAccounts: true, hasSample: false };
    renderWithProviders(
      <EditAccess.Provider value={false}>
        <SampleDataSettings />
      </EditAccess.Provider>,
      { i18n },
    );
    expect(screen.getByTestId("sample-settings")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
