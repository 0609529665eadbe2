import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import { useErrorMessage } from "./errors";

/** What a run came to; a failure carries the error and its translated message. */
export type Submitted<T> = { ok: true; value: T } | { ok: false; error: unknown; message: string };

export interface SubmitOptions {
  /** Also show a failure as a red notification (under `title`, when given). */
  notify?: boolean;
  title?: string;
}

/**
 * The saving state every dialog form needs: `run(action)` marks the form as saving while the
 * action runs and, when it throws, keeps the error code's translated message in `error` (and
 * shows it as a notification with `notify`). Raw server text never reaches the user.
 */
export function useSubmit({ notify = false, title }: SubmitOptions = {}) {
  const errorMessage = useErrorMessage();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(action: () => Promise<T>): Promise<Submitted<T>> => {
      setSaving(true);
      setError(null);
      try {
        return { ok: true, value: await action() };
      } catch (caught) {
        const message = errorMessage(caught);
        setError(message);
        if (notify) notifications.show({ color: "red", title, message });
        return { ok: false, error: caught, message };
      } finally {
        setSaving(false);
      }
    },
    [errorMessage, notify, title],
  );
  return { saving, error, setError, run };
}
