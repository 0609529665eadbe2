import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Id } from "../../../../convex/_generated/dataModel";
import { useBankActions } from "../../../data/bankConnections";
import { useErrorMessage } from "../../../lib/errors";

/**
 * Back from the bank (Accounts page, `?bank=callback&code=…&state=…`): the code is exchanged
 * once, the address cleaned so a reload does not send it again, and the connection (new or
 * renewed) handed to the link step. A refusal at the bank or a bad return is said in words.
 */
export function useBankReturn() {
  const [params, setParams] = useSearchParams();
  const { completeAuthorization } = useBankActions();
  const errorMessage = useErrorMessage();
  const started = useRef(false);
  // What the bank sent back, read once: the address is cleaned right after.
  const [back] = useState(() => ({
    returned: params.get("bank") === "callback",
    code: params.get("code"),
    state: params.get("state") ?? "",
    refused: params.get("error") !== null,
  }));
  const arrivedWithCode = back.returned && !back.refused && back.code !== null;
  const [connectionId, setConnectionId] = useState<Id<"bankConnections"> | null>(null);
  const [error, setError] = useState<string | null>(() =>
    back.returned && !arrivedWithCode ? errorMessage({ data: { code: "BANK_AUTH_DENIED" } }) : null,
  );
  const [busy, setBusy] = useState(arrivedWithCode);

  useEffect(() => {
    if (!back.returned || started.current) return;
    started.current = true;
    setParams(
      (current) => {
        for (const name of ["bank", "code", "state", "error", "error_description"]) {
          current.delete(name);
        }
        return current;
      },
      { replace: true },
    );
    if (back.code === null || back.refused) return;
    completeAuthorization({ code: back.code, state: back.state })
      .then((done) => setConnectionId(done.connectionId))
      .catch((caught: unknown) => setError(errorMessage(caught)))
      .finally(() => setBusy(false));
  }, [back, setParams, completeAuthorization, errorMessage]);

  return {
    connectionId,
    error,
    busy,
    clear: () => setConnectionId(null),
    dismiss: () => setError(null),
  };
}
