import type { ComponentProps } from "react";
import classes from "./PlainIconButton.module.css";

interface PlainIconButtonProps extends ComponentProps<"button"> {
  /** The theme colour of the icon and its hover background. */
  color?: "gray" | "teal";
}

/**
 * An icon-only button that looks like a subtle ActionIcon but is a plain `<button>`, for the
 * controls repeated on every row of a long list. It takes a ref, so a Menu can anchor to it.
 */
export function PlainIconButton({ color = "gray", className, ...props }: PlainIconButtonProps) {
  return (
    <button
      type="button"
      // Mantine's own classes give it the app's focus ring and press effect.
      className={`mantine-focus-auto mantine-active ${classes.button} ${className ?? ""}`}
      data-color={color}
      {...props}
    />
  );
}
