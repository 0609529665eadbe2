import { Box, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A titled list block of the budget screen: a small uppercase heading that names the section
 * for screen readers, then the list items, then anything `after` them (an add form).
 * `tight` keeps the list close under the heading (a short side list).
 */
export function ListSection({
  id,
  title,
  testId,
  tight = false,
  after,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  tight?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={id}>
      <Text
        id={id}
        component="h3"
        size="xs"
        fw={700}
        tt="uppercase"
        c="dimmed"
        m={0}
        px="md"
        pt="sm"
        pb={tight ? 6 : "sm"}
      >
        {title}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: "none" }} data-testid={testId}>
        {children}
      </Box>
      {after}
    </Paper>
  );
}
