import { validateEmail, validatePassword } from "../../../convex/shared/validation";

/** Maps the shared rules' codes to this feature's translation keys (R51–R54). */
export function emailError(value: string): string | null {
  const code = validateEmail(value);
  if (code === "REQUIRED") return "validation.required";
  return code ? "validation.email" : null;
}

export function passwordError(value: string): string | null {
  const code = validatePassword(value);
  if (code === "REQUIRED") return "validation.required";
  if (code === "PASSWORD_BLANK" || code === "PASSWORD_TOO_LONG") return `common:errors.${code}`;
  return code ? "validation.passwordLength" : null;
}

export function confirmError(value: string, password: string): string | null {
  if (value === "") return "validation.required";
  return value === password ? null : "validation.passwordsMatch";
}
