import { expect, test } from "vitest";
import es from "../locales/es/common.json";

test("R10 the three preference messages are the Spanish texts", () => {
  expect(es.preferences.errors).toEqual({
    connect: "No se pudo conectar a la base de datos",
    load: "Error al cargar preferencias",
    save: "Error al guardar preferencias",
  });
});
