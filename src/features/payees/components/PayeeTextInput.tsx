import { TextInput, type TextInputProps } from "@mantine/core";
import { PAYEE_MAX_LENGTH } from "../../../../convex/shared/importing";

/** A payee's name as typed (or the text a rule matches), held to the payee length limit. */
export function PayeeTextInput(props: Omit<TextInputProps, "maxLength">) {
  return <TextInput maxLength={PAYEE_MAX_LENGTH} {...props} />;
}
