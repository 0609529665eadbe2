import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { useRunAction } from "../../lib/errors";
import { useMoneyInputFormat } from "../../lib/moneyInput";
import { useSubmit } from "../../lib/useSubmit";

/**
 * Runs a mutation and reports the outcome: a short confirmation on success, the translated
 * message for the server's error code otherwise (raw server text never reaches the user).
 * Resolves to true when the call succeeded, so forms know whether to close.
 */
export function useRunner() {
  const { t } = useTranslation("planner");
  const runAction = useRunAction();
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> =>
      (await runAction(call, done, t("notify.failed"))).ok,
    [runAction, t],
  );
}

/**
 * The save step of a planner dialog: runs the call, confirms with `done` and closes the dialog
 * when the server accepted it (a refusal leaves it open, with the user's input).
 */
export function useFormSave(done: string, onClose: () => void) {
  const run = useRunner();
  return useCallback(
    async (call: () => Promise<unknown>) => {
      if (await run(call, done)) onClose();
    },
    [run, done, onClose],
  );
}

/** useRunner with the saving state a form's button shows while the call runs. */
export function useSavingRunner() {
  const runner = useRunner();
  const { saving, run } = useSubmit();
  const save = useCallback(
    async (call: () => Promise<unknown>, done?: string) => {
      const ran = await run(() => runner(call, done));
      return ran.ok && ran.value;
    },
    [run, runner],
  );
  return { saving, save };
}

/**
 * The saving state of a planner form whose caller makes the call (and reports how it went):
 * `save` shows the form as saving while the call runs, then closes the form when the call
 * resolves to true.
 */
export function useDialogSave(onClose: () => void) {
  const { saving, run } = useSubmit();
  const save = useCallback(
    async (call: () => Promise<boolean>) => {
      const done = await run(call);
      if (done.ok && done.value) onClose();
    },
    [run, onClose],
  );
  return { saving, save };
}

/**
 * The save step of the planner's add-or-edit forms: parses the typed amount (validation has
 * already refused one that does not parse), runs the call with it, confirms with `done` and
 * closes the form when the server accepted it.
 */
export function useAmountFormSave(done: string, onClose: () => void) {
  const save = useFormSave(done, onClose);
  const { parse } = useMoneyInputFormat();
  return useCallback(
    async (
      typed: { text: string; currency: CurrencyCode },
      call: (amount: number) => Promise<unknown>,
    ) => {
      const amount = parse(typed.text, typed.currency);
      if (amount.ok) await save(() => call(amount.value));
    },
    [save, parse],
  );
}
