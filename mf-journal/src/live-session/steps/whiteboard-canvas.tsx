import { useEffect, useRef, type PointerEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import type { Stroke } from './whiteboard.resource';

const Canvas = styled.canvas`
  width: 100%;
  height: 100%;
  display: block;
  touch-action: none;
  cursor: crosshair;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

function paint(canvas: HTMLCanvasElement, strokes: Stroke[], current: Stroke | null) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { width, height } = canvas;
  ctx.clearRect(0, 0, width, height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const s of current ? [...strokes, current] : strokes) {
    ctx.strokeStyle = s.color;
    ctx.lineWidth = s.width;
    ctx.beginPath();
    s.points.forEach(([x, y], i) =>
      i === 0 ? ctx.moveTo(x * width, y * height) : ctx.lineTo(x * width, y * height),
    );
    ctx.stroke();
  }
}

/** A drawing surface; points are kept relative (0..1) so both sides draw alike at any size. */
export function WhiteboardCanvas({
  strokes,
  onStroke,
  label,
}: {
  strokes: Stroke[];
  onStroke: (s: Stroke) => void;
  label: string;
}) {
  const theme = useTheme();
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const fit = () => {
      canvas.width = canvas.clientWidth;
      canvas.height = canvas.clientHeight;
      paint(canvas, strokes, drawing.current);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [strokes]);
  const point = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    return [(e.clientX - r.left) / (r.width || 1), (e.clientY - r.top) / (r.height || 1)];
  };
  return (
    <Canvas
      ref={ref}
      role="img"
      aria-label={label}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture?.(e.pointerId);
        drawing.current = { id: crypto.randomUUID(), color: theme.colors.text, width: 3, points: [point(e)] };
      }}
      onPointerMove={(e) => {
        if (!drawing.current || !ref.current) return;
        drawing.current.points.push(point(e));
        paint(ref.current, strokes, drawing.current);
      }}
      onPointerUp={() => {
        const stroke = drawing.current;
        drawing.current = null;
        if (stroke && stroke.points.length > 0) onStroke(stroke);
      }}
    />
  );
}
