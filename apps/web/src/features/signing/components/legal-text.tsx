import { Card, ScrollArea, Stack, Text, Title } from '@mantine/core';

/** A text to accept, in a scrolling box that stays short on a phone. */
export function LegalText({
  id,
  title,
  version,
  body,
  versionLabel,
}: {
  id: string;
  title: string;
  version: string;
  body: string[];
  versionLabel: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" id={id}>
        {title}
      </Title>
      <Text fz="xs" c="gray.7" mb="xs">
        {versionLabel} {version}
      </Text>
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        {/* Focusable so keyboard users can scroll it. */}
        <Stack gap="xs" tabIndex={0} aria-label={title} role="region">
          {body.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} fz="sm">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Card>
  );
}
