import { Box, Group, Text, ThemeIcon, type MantineSpacing } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";

/** The small uppercase heading over a list section ("All recurring", "Bank accounts"). */
export function ListHeading({
  id,
  px,
  py,
  children,
}: {
  id?: string;
  px?: MantineSpacing;
  py?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Text id={id} component="h3" size="xs" fw={700} tt="uppercase" c="dimmed" m={0} px={px} py={py}>
      {children}
    </Text>
  );
}

/** A list without bullets or indents: the rows draw their own lines. */
export function PlainList({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: "none" }} data-testid={testId}>
      {children}
    </Box>
  );
}

/** One plain row of a PlainList: its parts side by side on one line, with a hairline above. */
export function PlainRow({ px, children }: { px?: MantineSpacing; children: ReactNode }) {
  return (
    <Group
      component="li"
      wrap="nowrap"
      gap="sm"
      px={px}
      py={8}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      {children}
    </Group>
  );
}

/**
 * One row of a dense list: a tinted icon, then the row's text, figures and actions on one line,
 * with a hairline above. `data` lands on the row as data-* attributes for tests.
 */
export function ListRow({
  icon: Icon,
  color,
  round = false,
  data,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  color: string;
  /** A round icon (schedules) rather than a rounded square (accounts). */
  round?: boolean;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      px="md"
      py="sm"
      {...data}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <ThemeIcon
          variant="light"
          color={color}
          size="lg"
          radius={round ? "xl" : "md"}
          aria-hidden="true"
        >
          <Icon size={round ? 18 : 20} />
        </ThemeIcon>
        {children}
      </Group>
    </Box>
  );
}
