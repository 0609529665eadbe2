import { Textarea, type TextareaProps } from "@mantine/core";
import { NOTES_MAX_LENGTH } from "../../convex/shared/validation";

/** A free-text note or description: grows from two lines as it is typed, up to the notes limit. */
export function NotesField(props: Omit<TextareaProps, "autosize" | "minRows" | "maxLength">) {
  return <Textarea autosize minRows={2} maxRows={4} maxLength={NOTES_MAX_LENGTH} {...props} />;
}
