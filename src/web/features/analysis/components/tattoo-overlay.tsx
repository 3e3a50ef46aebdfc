// Marks, over the uploaded image, the grid cells where a line is under 0.5 mm (red) or a gap under
// 1.5 mm (amber) at the chosen size. Recomputed from the measures whenever the size changes.
import { flaggedCells } from '../../../../core/analysis/tattooability';
import type { TImageMeasures } from '../../../../core/analysis/analysis-schemas';

export function TattooOverlay({ measures, sizeCm }: { measures: TImageMeasures; sizeCm: number }) {
  const { width, height, overlay } = measures;
  const cells = flaggedCells(measures, sizeCm);
  const cw = width / overlay.cols;
  const ch = height / overlay.rows;
  return (
    <svg
      className="pointer-events-none absolute inset-0 size-full"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`${cells.length} problem areas marked at ${sizeCm} cm`}
      data-testid="tattoo-overlay"
      data-flagged={cells.length}
    >
      {cells.map((c) => (
        <rect
          key={`${c.col}-${c.row}`}
          x={c.col * cw}
          y={c.row * ch}
          width={cw}
          height={ch}
          fill={c.thin ? 'rgb(239 68 68 / 0.45)' : 'rgb(245 158 11 / 0.4)'}
          stroke={c.thin ? 'rgb(220 38 38)' : 'rgb(217 119 6)'}
          strokeWidth={Math.max(1, width / 400)}
        />
      ))}
    </svg>
  );
}
