// jsdom lacks these browser APIs; Mantine needs them to render.
import { afterEach, vi } from "vitest";
import { cleanup } from "@testing-library/react";
import { missingKeys } from "./renderWithProviders";

afterEach(() => cleanup());

// A screen that asked for a key its namespaces lack (and so showed the key instead of words)
// fails its test.
afterEach(() => {
  const missing = missingKeys.splice(0);
  if (missing.length > 0)
    throw new Error(`Translation keys missing: ${[...new Set(missing)].join(", ")}`);
});

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = vi.fn();

// Mantine's autosizing Textarea listens for web-font loads, which jsdom does not implement.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
  });
}
