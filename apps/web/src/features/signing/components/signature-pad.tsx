import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';

const WIDTH = 900;
const HEIGHT = 300;

/**
 * A hand-drawn signature with pointer events (finger, pen or mouse). The drawing keeps a fixed
 * resolution whatever the screen, so the exported PNG stays small.
 */
export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const strokes = useRef(0);

  const context = useCallback(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 4;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#0b2545';
    }
    return ctx;
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) * WIDTH) / rect.width,
      y: ((event.clientY - rect.top) * HEIGHT) / rect.height,
    };
  };

  const clear = useCallback(() => {
    context()?.clearRect(0, 0, WIDTH, HEIGHT);
    strokes.current = 0;
    onChange(null);
  }, [context, onChange]);

  return (
    <Box>
      <Box
        style={{
          position: 'relative',
          border: '2px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-md)',
          background: '#fff',
        }}
      >
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={t('signing.page.padLabel')}
          data-testid="signature-pad"
          style={{
            display: 'block',
            width: '100%',
            aspectRatio: `${WIDTH} / ${HEIGHT}`,
            touchAction: 'none',
            cursor: 'crosshair',
          }}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drawing.current = true;
            last.current = point(event);
            const ctx = context();
            if (ctx && last.current) {
              ctx.beginPath();
              ctx.arc(last.current.x, last.current.y, 1.5, 0, Math.PI * 2);
              ctx.fill();
            }
          }}
          onPointerMove={(event) => {
            if (!drawing.current || !last.current) return;
            const ctx = context();
            const next = point(event);
            if (!ctx) return;
            ctx.beginPath();
            ctx.moveTo(last.current.x, last.current.y);
            ctx.lineTo(next.x, next.y);
            ctx.stroke();
            last.current = next;
          }}
          onPointerUp={() => {
            if (!drawing.current) return;
            drawing.current = false;
            last.current = null;
            strokes.current += 1;
            onChange(canvas.current?.toDataURL('image/png') ?? null);
          }}
          onPointerCancel={() => {
            drawing.current = false;
            last.current = null;
          }}
        />
        <Text
          aria-hidden
          fz="xs"
          c="gray.7"
          style={{
            position: 'absolute',
            left: 12,
            bottom: 8,
            pointerEvents: 'none',
            borderTop: '1px solid var(--mantine-color-gray-4)',
            right: 12,
          }}
        >
          {t('signing.page.padHint')}
        </Text>
      </Box>
      <Group justify="flex-end" mt="xs">
        <Button variant="subtle" size="compact-sm" leftSection={<IconEraser size={16} aria-hidden />} onClick={clear}>
          {t('signing.page.clear')}
        </Button>
      </Group>
    </Box>
  );
}
