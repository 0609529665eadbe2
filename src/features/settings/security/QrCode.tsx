import { Box, Skeleton } from "@mantine/core";
import { useEffect, useState } from "react";

const SIZE = 200;

/**
 * The set-up QR code, drawn here in the browser (the secret never goes to a third party). The
 * encoder loads only when this is shown, so it stays out of every other screen's code.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("uqr").then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(value, { border: 2 }));
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (svg === null) return <Skeleton w={SIZE} h={SIZE} />;
  return (
    <Box
      w={SIZE}
      h={SIZE}
      role="img"
      aria-label={label}
      data-testid="totp-qr"
      style={{ lineHeight: 0 }}
      // The SVG is made locally from the otpauth URI by the encoder: no user HTML in it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
